ALTER TABLE "stays" ADD COLUMN "reservation_code" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "phone_last4" text;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "reservation_url" text;