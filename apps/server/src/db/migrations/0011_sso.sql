CREATE TABLE "sso_configs" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"jit_domain" text,
	"jit_role_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_jit_role_id_staff_roles_id_fk" FOREIGN KEY ("jit_role_id") REFERENCES "public"."staff_roles"("id") ON DELETE set null ON UPDATE no action;