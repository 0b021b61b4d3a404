CREATE TABLE "document_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"copy_id" text NOT NULL,
	"org_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"original_sha256" text NOT NULL,
	"sha256" text NOT NULL,
	"recipient_email" text NOT NULL,
	"account_name" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"item_uid" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"version" integer NOT NULL,
	"access" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kid" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trust_manifests" (
	"org_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"kid" text NOT NULL,
	"checked_revision" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_manifests_org_id_sequence_pk" PRIMARY KEY("org_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "document_copies" ADD CONSTRAINT "document_copies_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_versions" ADD CONSTRAINT "published_versions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD CONSTRAINT "signing_keys_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_manifests" ADD CONSTRAINT "trust_manifests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_copies_copy_id_idx" ON "document_copies" USING btree ("org_id","copy_id");--> statement-breakpoint
CREATE INDEX "document_copies_digest_idx" ON "document_copies" USING btree ("org_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "published_versions_current_idx" ON "published_versions" USING btree ("org_id","item_uid","file_id") WHERE superseded_at is null;--> statement-breakpoint
CREATE INDEX "published_versions_digest_idx" ON "published_versions" USING btree ("org_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_kid_idx" ON "signing_keys" USING btree ("org_id","kid");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_active_idx" ON "signing_keys" USING btree ("org_id") WHERE retired_at is null;