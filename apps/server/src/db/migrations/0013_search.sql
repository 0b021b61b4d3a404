CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
UPDATE "kb_entries" SET "access_level" = 'private' WHERE "access_level" = 'restricted';--> statement-breakpoint
CREATE TABLE "document_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(text, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"product_id" uuid,
	"term" text NOT NULL,
	"mode" text NOT NULL,
	"viewer_kind" text NOT NULL,
	"answered" boolean NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kb_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "kb_entries_org_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(subtitle, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(explanation, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "text_extracted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(regexp_replace(translate(original_name, '_-', '  '), '[.][A-Za-z0-9]{1,5}$', ''), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(translate(document_type, '_', ' '), '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "update_topics" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(subject, '')), 'A')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "updates" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(message, '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_entries" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(question, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(answer, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(comment, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_kb_entry_id_kb_entries_id_fk" FOREIGN KEY ("kb_entry_id") REFERENCES "public"."kb_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_passages_file_idx" ON "document_passages" USING btree ("file_id","position");--> statement-breakpoint
CREATE INDEX "document_passages_org_idx" ON "document_passages" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "document_passages_search_idx" ON "document_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_queries_org_idx" ON "search_queries" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "kb_entries_search_idx" ON "kb_entries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "kb_entries_question_trgm_idx" ON "kb_entries" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kb_entries_org_idx" ON "kb_entries" USING btree ("org_id","created_at");