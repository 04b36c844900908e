-- Dropping and re-adding the generated tsvector columns (previous migration) dropped their GIN
-- indexes with them; the schema still declares them, so they are created again here.
CREATE INDEX IF NOT EXISTS "ai_passages_tsv_en_idx" ON "ai_passages" USING gin ("tsv_en");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ai_passages_tsv_es_idx" ON "ai_passages" USING gin ("tsv_es");
