CREATE TABLE "subprocessor_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"subprocessor_id" uuid NOT NULL,
	"change" text NOT NULL,
	"name" text NOT NULL,
	"update_id" uuid,
	"objection_deadline" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subprocessor_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"account_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subprocessor_changes" ADD CONSTRAINT "subprocessor_changes_subprocessor_id_subprocessors_id_fk" FOREIGN KEY ("subprocessor_id") REFERENCES "public"."subprocessors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subprocessor_objections" ADD CONSTRAINT "subprocessor_objections_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subprocessor_objections" ADD CONSTRAINT "subprocessor_objections_change_id_subprocessor_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."subprocessor_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subprocessor_changes_product_idx" ON "subprocessor_changes" USING btree ("product_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subprocessor_objections_member_idx" ON "subprocessor_objections" USING btree ("change_id","member_id");--> statement-breakpoint
-- The history so far: every subprocessor was added when it was created, and removed when removed.
INSERT INTO "subprocessor_changes" ("org_id", "product_id", "subprocessor_id", "change", "name", "at")
SELECT "org_id", "product_id", "id", 'added', "company"->>'name', "created_at" FROM "subprocessors";--> statement-breakpoint
INSERT INTO "subprocessor_changes" ("org_id", "product_id", "subprocessor_id", "change", "name", "at")
SELECT "org_id", "product_id", "id", 'removed', "company"->>'name', "removed_at" FROM "subprocessors" WHERE "removed_at" IS NOT NULL;
