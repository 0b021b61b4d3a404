CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"product_id" uuid,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"account_id" uuid,
	"member_id" uuid,
	"visitor_id" uuid,
	"ip_prefix" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_org_time_idx" ON "analytics_events" USING btree ("org_id","occurred_at");--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || '["analytics:view"]'::jsonb WHERE "builtin" AND "name" = 'Administrator' AND NOT ("permissions" @> '["analytics:view"]'::jsonb);
