CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"inviter_member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_member_id_account_members_id_fk" FOREIGN KEY ("inviter_member_id") REFERENCES "public"."account_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_org_email_idx" ON "invitations" USING btree ("org_id",lower("email"));--> statement-breakpoint
-- Races before this index left duplicate pending requests: keep each address's first one.
DELETE FROM "access_requests" AS "later" USING "access_requests" AS "first"
WHERE "later"."status" = 'pending' AND "first"."status" = 'pending'
  AND "later"."org_id" = "first"."org_id" AND lower("later"."email") = lower("first"."email")
  AND ("later"."created_at", "later"."id") > ("first"."created_at", "first"."id");--> statement-breakpoint
-- Mail written before this release was queued as it was written.
UPDATE "outbox_emails" SET "queued_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_one_pending_idx" ON "access_requests" USING btree ("org_id",lower("email")) WHERE "access_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_emails_unqueued_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."status" = 'queued' and "outbox_emails"."queued_at" is null;