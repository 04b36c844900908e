CREATE TABLE "ai_prompt_templates" (
	"str_type_id" integer PRIMARY KEY NOT NULL,
	"instructions_en" text DEFAULT '' NOT NULL,
	"instructions_es" text DEFAULT '' NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL
);
