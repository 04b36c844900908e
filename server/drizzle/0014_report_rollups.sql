CREATE TABLE "guide_event_months" (
	"property_id" integer NOT NULL,
	"month" date NOT NULL,
	"event_type" text NOT NULL,
	"section_id" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guide_event_months_property_id_month_event_type_section_id_pk" PRIMARY KEY("property_id","month","event_type","section_id")
);
--> statement-breakpoint
ALTER TABLE "guide_event_months" ADD CONSTRAINT "guide_event_months_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_event_counts_type_day_idx" ON "guide_event_counts" USING btree ("property_id","event_type","day","count");--> statement-breakpoint
-- Written by hand: guide_event_months follows guide_event_counts through a trigger, so every writer
-- of the daily counters (the events route, imports, tests, benchmarks) keeps the monthly sums right.
CREATE FUNCTION "guide_event_months_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "guide_event_months" SET "count" = "count" - OLD."count"
    WHERE "property_id" = OLD."property_id" AND "month" = date_trunc('month', OLD."day"::timestamp)::date
      AND "event_type" = OLD."event_type" AND "section_id" = OLD."section_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "guide_event_months" ("property_id", "month", "event_type", "section_id", "count")
    VALUES (NEW."property_id", date_trunc('month', NEW."day"::timestamp)::date, NEW."event_type", NEW."section_id", NEW."count")
    ON CONFLICT ("property_id", "month", "event_type", "section_id") DO UPDATE SET "count" = "guide_event_months"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "guide_event_counts_to_months" AFTER INSERT OR UPDATE OR DELETE ON "guide_event_counts"
FOR EACH ROW EXECUTE FUNCTION "guide_event_months_follow"();
--> statement-breakpoint
INSERT INTO "guide_event_months" ("property_id", "month", "event_type", "section_id", "count")
SELECT "property_id", date_trunc('month', "day"::timestamp)::date, "event_type", "section_id", sum("count")::int
FROM "guide_event_counts" GROUP BY 1, 2, 3, 4;
