DROP INDEX "properties_owner_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "guide_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sanitized_stamp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_owner_id_idx" ON "properties" USING btree ("owner_user_id","id") WHERE "properties"."is_deleted" = false;--> statement-breakpoint
CREATE FUNCTION "properties_guide_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.guide_revision := OLD.guide_revision + 1;
  -- Rich text written by anyone but the sanitising save is not trusted by readers any more.
  IF (NEW.guide IS DISTINCT FROM OLD.guide OR NEW.emergency_infos IS DISTINCT FROM OLD.emergency_infos)
     AND NEW.sanitized_stamp = OLD.sanitized_stamp THEN
    NEW.sanitized_stamp := 0;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_guide_revision" BEFORE UPDATE ON "properties"
FOR EACH ROW EXECUTE FUNCTION "properties_guide_revision_bump"();--> statement-breakpoint
CREATE FUNCTION "guide_revision_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "properties" SET "guide_revision" = "guide_revision" + 1 WHERE "id" IN (SELECT "property_id" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "properties" SET "guide_revision" = "guide_revision" + 1
    WHERE "id" IN (SELECT "property_id" FROM new_rows UNION SELECT "property_id" FROM old_rows);
  ELSE
    UPDATE "properties" SET "guide_revision" = "guide_revision" + 1 WHERE "id" IN (SELECT "property_id" FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "media_guide_revision_ins" AFTER INSERT ON "media" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "media_guide_revision_upd" AFTER UPDATE ON "media" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "media_guide_revision_del" AFTER DELETE ON "media" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "devices_guide_revision_ins" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "devices_guide_revision_upd" AFTER UPDATE ON "devices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "devices_guide_revision_del" AFTER DELETE ON "devices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "videos_guide_revision_ins" AFTER INSERT ON "videos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "videos_guide_revision_upd" AFTER UPDATE ON "videos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "videos_guide_revision_del" AFTER DELETE ON "videos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "guide_short_codes_guide_revision_ins" AFTER INSERT ON "guide_short_codes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();--> statement-breakpoint
CREATE TRIGGER "guide_short_codes_guide_revision_del" AFTER DELETE ON "guide_short_codes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "guide_revision_touch"();
