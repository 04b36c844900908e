CREATE TABLE "attraction_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"food" boolean NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "attraction_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "emergency_info_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "emergency_info_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "media_sources" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_sources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reason_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reason_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "states_country_code_uq" UNIQUE("country_id","code")
);
--> statement-breakpoint
CREATE TABLE "str_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "str_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"background_color" text NOT NULL,
	"surface_color" text NOT NULL,
	"text_color" text NOT NULL,
	"on_primary_color" text NOT NULL,
	CONSTRAINT "themes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ex_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"property_image_media_id" integer,
	"property_image" text,
	"subscription_id" integer,
	"assign_to_subscription" boolean DEFAULT false NOT NULL,
	"video_collection_id" integer,
	"str_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_indexing" boolean DEFAULT false NOT NULL,
	"last_index_date" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"delete_date" timestamp with time zone,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"access_code" text,
	"theme_id" integer,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"guide" jsonb NOT NULL,
	"emergency_infos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_ex_id_unique" UNIQUE("ex_id")
);
--> statement-breakpoint
CREATE TABLE "property_co_hosts" (
	"property_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_co_hosts_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_co_hosts" ADD CONSTRAINT "property_co_hosts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_co_hosts" ADD CONSTRAINT "property_co_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_slug_idx" ON "properties" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_user_id") WHERE "properties"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "property_co_hosts_user_idx" ON "property_co_hosts" USING btree ("user_id");