ALTER TABLE "shared_blocks" ALTER COLUMN "section_kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "shared_block_id" integer;--> statement-breakpoint
ALTER TABLE "shared_blocks" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_shared_block_id_shared_blocks_id_fk" FOREIGN KEY ("shared_block_id") REFERENCES "public"."shared_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_shared_block_idx" ON "devices" USING btree ("shared_block_id");