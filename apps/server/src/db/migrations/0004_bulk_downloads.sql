CREATE TABLE "bulk_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"requester" text NOT NULL,
	"file_name" text NOT NULL,
	"success_count" integer NOT NULL,
	"failed_count" integer NOT NULL,
	"select_all_used" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_downloads" ADD CONSTRAINT "bulk_downloads_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_downloads_expiry_idx" ON "bulk_downloads" USING btree ("expires_at");