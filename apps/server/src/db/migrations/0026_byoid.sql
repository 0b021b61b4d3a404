CREATE TABLE "byoid_keys" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "byoid_redeemed_tokens" (
	"org_id" uuid NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "byoid_redeemed_tokens_org_id_jti_pk" PRIMARY KEY("org_id","jti")
);
--> statement-breakpoint
ALTER TABLE "byoid_keys" ADD CONSTRAINT "byoid_keys_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "byoid_redeemed_tokens" ADD CONSTRAINT "byoid_redeemed_tokens_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;