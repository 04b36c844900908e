CREATE TABLE "report_question_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"answered" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_question_days_property_id_day_answered_pk" PRIMARY KEY("property_id","day","answered")
);
--> statement-breakpoint
ALTER TABLE "report_question_days" ADD CONSTRAINT "report_question_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: report_question_days follows ai_questions through a trigger. The day is the
-- property's (UTC when it has none or PostgreSQL does not know its zone), fixed when asked.
CREATE FUNCTION "report_question_day"("p_property_id" integer, "p_at" timestamptz) RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "properties" WHERE "id" = p_property_id;
  RETURN (p_at AT TIME ZONE coalesce(zone, 'UTC'))::date;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN (p_at AT TIME ZONE 'UTC')::date;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "report_question_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "report_question_days" SET "count" = "count" - 1
    WHERE "property_id" = OLD."property_id" AND "day" = "report_question_day"(OLD."property_id", OLD."create_date") AND "answered" = OLD."answered";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "report_question_days" ("property_id", "day", "answered", "count")
    VALUES (NEW."property_id", "report_question_day"(NEW."property_id", NEW."create_date"), NEW."answered", 1)
    ON CONFLICT ("property_id", "day", "answered") DO UPDATE SET "count" = "report_question_days"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ai_questions_to_report_days" AFTER INSERT OR DELETE OR UPDATE OF "property_id", "answered", "create_date" ON "ai_questions"
FOR EACH ROW EXECUTE FUNCTION "report_question_days_follow"();
--> statement-breakpoint
INSERT INTO "report_question_days" ("property_id", "day", "answered", "count")
SELECT q."property_id", (q."create_date" AT TIME ZONE coalesce(p."time_zone", 'UTC'))::date, q."answered", count(*)::int
FROM "ai_questions" q JOIN "properties" p ON p."id" = q."property_id"
GROUP BY 1, 2, 3;
