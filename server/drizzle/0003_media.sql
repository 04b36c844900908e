CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"created_by_user_id" uuid,
	"media_source_id" integer NOT NULL,
	"small_path" text NOT NULL,
	"large_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"small_width" integer NOT NULL,
	"small_height" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"file_name" text,
	"alt" text,
	"photographer" text,
	"photographer_url" text,
	"stock_photo_id" bigint,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_search_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_property_source_idx" ON "media" USING btree ("property_id","media_source_id","create_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "media_property_stock_photo_idx" ON "media" USING btree ("property_id","stock_photo_id") WHERE "media"."stock_photo_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_search_cache_expires_idx" ON "stock_search_cache" USING btree ("expires_at");