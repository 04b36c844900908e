CREATE TABLE "ai_index_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_key" text,
	"requested_by" uuid,
	"job_id" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"executions" integer DEFAULT 0 NOT NULL,
	"passage_count" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"started_date" timestamp with time zone,
	"finished_date" timestamp with time zone,
	"heartbeat_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_passages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_passages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"locale" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"section_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"embedding" real[],
	"tsv_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, immutable_unaccent(coalesce(title, '') || ' ' || coalesce(keywords, ''))), 'A') || setweight(to_tsvector('english'::regconfig, immutable_unaccent(coalesce(body, ''))), 'B')) STORED,
	"tsv_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(title, '') || ' ' || coalesce(keywords, ''))), 'A') || setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(body, ''))), 'B')) STORED,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_qa_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"locale" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"question" text NOT NULL,
	"locale" text NOT NULL,
	"answered" boolean NOT NULL,
	"mode" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qa_id" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_settings" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"tone" text DEFAULT 'friendly' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"topics_to_avoid" text[] DEFAULT '{}'::text[] NOT NULL,
	"escalation_name" text,
	"escalation_phone" text,
	"escalation_email" text,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_vocabulary" (
	"property_id" integer NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "ai_vocabulary_property_id_term_pk" PRIMARY KEY("property_id","term")
);
--> statement-breakpoint
ALTER TABLE "ai_index_runs" ADD CONSTRAINT "ai_index_runs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_index_runs" ADD CONSTRAINT "ai_index_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_passages" ADD CONSTRAINT "ai_passages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_qa_pairs" ADD CONSTRAINT "ai_qa_pairs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_questions" ADD CONSTRAINT "ai_questions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_questions" ADD CONSTRAINT "ai_questions_qa_id_ai_qa_pairs_id_fk" FOREIGN KEY ("qa_id") REFERENCES "public"."ai_qa_pairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_vocabulary" ADD CONSTRAINT "ai_vocabulary_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_index_runs_property_idx" ON "ai_index_runs" USING btree ("property_id","create_date");--> statement-breakpoint
CREATE INDEX "ai_index_runs_open_idx" ON "ai_index_runs" USING btree ("heartbeat_date") WHERE "ai_index_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "ai_passages_property_idx" ON "ai_passages" USING btree ("property_id","locale");--> statement-breakpoint
CREATE INDEX "ai_passages_tsv_en_idx" ON "ai_passages" USING gin ("tsv_en");--> statement-breakpoint
CREATE INDEX "ai_passages_tsv_es_idx" ON "ai_passages" USING gin ("tsv_es");--> statement-breakpoint
CREATE INDEX "ai_qa_pairs_property_idx" ON "ai_qa_pairs" USING btree ("property_id","create_date");--> statement-breakpoint
CREATE INDEX "ai_questions_property_idx" ON "ai_questions" USING btree ("property_id","create_date");--> statement-breakpoint
CREATE INDEX "ai_vocabulary_term_trgm_idx" ON "ai_vocabulary" USING gin ("term" gin_trgm_ops);