CREATE TABLE "staff_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"org_id" uuid,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "org_domains" ADD COLUMN "verification_token" text DEFAULT md5(random()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "org_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Domains registered before verification existed were set up by hand: they keep serving.
UPDATE "org_domains" SET "verified_at" = now();--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nda_acceptances" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_org_name_idx" ON "staff_roles" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "setup_tokens_token_hash_idx" ON "setup_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tokens_token_hash_idx" ON "staff_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_tokens_user_idx" ON "staff_tokens" USING btree ("staff_user_id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_id_staff_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_role_idx" ON "memberships" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sessions_staff_user_idx" ON "sessions" USING btree ("staff_user_id");--> statement-breakpoint
-- Every organisation gets the built-in roles (packages/shared/src/team.ts, BUILTIN_ROLES).
INSERT INTO "staff_roles" ("org_id", "name", "permissions", "builtin")
SELECT o."id", r."name", r."permissions"::jsonb, true
FROM "organisations" o
CROSS JOIN (VALUES
  ('Administrator', '["statuspage:edit","assets:edit","files:view","files:download","requests:manage","accounts:manage","updates:manage","settings:manage"]'),
  ('Editor', '["statuspage:edit","assets:edit","files:view","files:download","updates:manage"]'),
  ('Reviewer', '["files:view","requests:manage"]')
) AS r("name", "permissions");--> statement-breakpoint
-- A member whose permissions match no built-in role keeps them in a custom role of their own set.
INSERT INTO "staff_roles" ("org_id", "name", "permissions", "builtin")
SELECT s."org_id", 'Custom role ' || row_number() OVER (PARTITION BY s."org_id" ORDER BY s."permissions"::text), s."permissions", false
FROM (
  SELECT DISTINCT m."org_id", m."permissions"
  FROM "memberships" m
  WHERE NOT EXISTS (
    SELECT 1 FROM "staff_roles" r
    WHERE r."org_id" = m."org_id" AND r."permissions" @> m."permissions" AND r."permissions" <@ m."permissions"
  )
) s;--> statement-breakpoint
UPDATE "memberships" m SET "role_id" = (
  SELECT r."id" FROM "staff_roles" r
  WHERE r."org_id" = m."org_id" AND r."permissions" @> m."permissions" AND r."permissions" <@ m."permissions"
  ORDER BY r."builtin" DESC LIMIT 1
);--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "role_id" SET NOT NULL;