CREATE TABLE "questionnaire_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"sheet" text NOT NULL,
	"row" integer NOT NULL,
	"question" text NOT NULL,
	"draft" text,
	"answer" text DEFAULT '' NOT NULL,
	"choice" text,
	"tier" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"member_id" uuid,
	"submitted_by_name" text NOT NULL,
	"submitted_by_email" text NOT NULL,
	"product_id" uuid NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"link" text,
	"note" text DEFAULT '' NOT NULL,
	"file_name" text,
	"file_format" text,
	"file_size" bigint,
	"file_key" text,
	"mapping" jsonb,
	"mapping_confirmed" boolean DEFAULT false NOT NULL,
	"returned_name" text,
	"returned_format" text,
	"returned_size" bigint,
	"returned_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_questions" ADD CONSTRAINT "questionnaire_questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_member_id_account_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."account_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_questions_row_idx" ON "questionnaire_questions" USING btree ("questionnaire_id","sheet","row");--> statement-breakpoint
CREATE INDEX "questionnaires_org_idx" ON "questionnaires" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_account_idx" ON "questionnaires" USING btree ("org_id","account_id");--> statement-breakpoint
-- The new scope for the new section: every administrator role has all scopes, reviewers answer questionnaires.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["questionnaires:manage"]'::jsonb WHERE "builtin" AND "name" IN ('Administrator', 'Reviewer') AND NOT ("permissions" @> '["questionnaires:manage"]'::jsonb);
