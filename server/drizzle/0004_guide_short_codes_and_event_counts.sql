CREATE TABLE "guide_event_counts" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"section_id" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guide_event_counts_property_id_day_event_type_section_id_pk" PRIMARY KEY("property_id","day","event_type","section_id")
);
--> statement-breakpoint
CREATE TABLE "guide_short_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_short_codes_property_id_unique" UNIQUE("property_id")
);
--> statement-breakpoint
ALTER TABLE "guide_event_counts" ADD CONSTRAINT "guide_event_counts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_short_codes" ADD CONSTRAINT "guide_short_codes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_event_counts_day_idx" ON "guide_event_counts" USING btree ("day");