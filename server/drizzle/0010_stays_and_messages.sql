CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"etag" text,
	"last_modified" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"guest_name" text NOT NULL,
	"email" text,
	"phone" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"guest_count" integer DEFAULT 1 NOT NULL,
	"check_in_date" date NOT NULL,
	"check_in_time" text,
	"check_out_date" date NOT NULL,
	"check_out_time" text,
	"notes" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"feed_id" integer,
	"external_uid" text,
	"link_token" text,
	"link_revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"arrived_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"stay_id" integer,
	"schedule_id" integer,
	"template_id" integer,
	"template_name" text,
	"guest_name" text NOT NULL,
	"channel" text NOT NULL,
	"to_address" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"template_id" integer NOT NULL,
	"property_id" integer,
	"anchor" text NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"local_time" text DEFAULT '10:00' NOT NULL,
	"channel" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starter_key" text,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_schedule_id_message_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."message_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_schedules" ADD CONSTRAINT "message_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_schedules" ADD CONSTRAINT "message_schedules_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_schedules" ADD CONSTRAINT "message_schedules_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_property_idx" ON "calendar_feeds" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_property_url_idx" ON "calendar_feeds" USING btree ("property_id","url");--> statement-breakpoint
CREATE INDEX "stays_property_check_in_idx" ON "stays" USING btree ("property_id","check_in_date");--> statement-breakpoint
CREATE INDEX "stays_check_out_idx" ON "stays" USING btree ("check_out_date");--> statement-breakpoint
CREATE UNIQUE INDEX "stays_link_token_idx" ON "stays" USING btree ("link_token") WHERE "stays"."link_token" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stays_feed_uid_idx" ON "stays" USING btree ("feed_id","external_uid") WHERE "stays"."feed_id" is not null;--> statement-breakpoint
CREATE INDEX "guest_messages_due_idx" ON "guest_messages" USING btree ("due_at") WHERE "guest_messages"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "guest_messages_property_idx" ON "guest_messages" USING btree ("property_id","due_at");--> statement-breakpoint
CREATE INDEX "guest_messages_stay_idx" ON "guest_messages" USING btree ("stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_messages_stay_schedule_idx" ON "guest_messages" USING btree ("stay_id","schedule_id") WHERE "guest_messages"."schedule_id" is not null and "guest_messages"."stay_id" is not null;--> statement-breakpoint
CREATE INDEX "message_schedules_user_idx" ON "message_schedules" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_templates_user_idx" ON "message_templates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_user_starter_idx" ON "message_templates" USING btree ("user_id","starter_key") WHERE "message_templates"."starter_key" is not null;