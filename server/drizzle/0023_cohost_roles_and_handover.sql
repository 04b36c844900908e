ALTER TABLE "property_co_hosts" ADD COLUMN "role" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_schedules" ADD COLUMN "handed_over_from" text;--> statement-breakpoint
ALTER TABLE "message_schedules" ADD COLUMN "awaiting_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "handed_over_from" text;--> statement-breakpoint
ALTER TABLE "co_host_invitations" ADD COLUMN "role" text DEFAULT 'manager' NOT NULL;