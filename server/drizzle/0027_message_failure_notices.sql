CREATE TABLE "message_failure_acks" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_failure_digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_failure_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "message_failure_acks" ADD CONSTRAINT "message_failure_acks_message_id_guest_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."guest_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_failure_acks" ADD CONSTRAINT "message_failure_acks_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_failure_digests" ADD CONSTRAINT "message_failure_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_messages_failed_idx" ON "guest_messages" USING btree ("property_id") WHERE "guest_messages"."status" = 'failed';