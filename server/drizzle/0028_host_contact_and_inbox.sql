CREATE TABLE "host_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"whatsapp" text,
	"email" text,
	"show_phone" boolean DEFAULT false NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"stay_id" integer,
	"guest_key_hash" text,
	"question" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"reply" text,
	"reply_date" timestamp with time zone,
	"reply_user_id" uuid,
	"reply_mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "host_contacts" ADD CONSTRAINT "host_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_questions" ADD CONSTRAINT "inbox_questions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_questions" ADD CONSTRAINT "inbox_questions_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_questions" ADD CONSTRAINT "inbox_questions_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_questions_property_idx" ON "inbox_questions" USING btree ("property_id","create_date");--> statement-breakpoint
CREATE INDEX "inbox_questions_guest_key_idx" ON "inbox_questions" USING btree ("guest_key_hash");--> statement-breakpoint
CREATE INDEX "inbox_questions_stay_idx" ON "inbox_questions" USING btree ("stay_id");