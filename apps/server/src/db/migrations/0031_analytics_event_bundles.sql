CREATE TABLE "analytics_event_bundles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_event_bundles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"product_id" uuid,
	"mode" text NOT NULL,
	"account_id" uuid,
	"member_id" uuid,
	"body" json NOT NULL,
	"page_views" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- lz4 compresses a bundle's JSON faster than the default pglz and as well; the embedded database
-- is built without it.
DO $$
BEGIN
  IF 'lz4' = ANY ((SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression')::text[]) THEN
    ALTER TABLE "analytics_event_bundles" ALTER COLUMN "body" SET COMPRESSION lz4;
  END IF;
END $$;--> statement-breakpoint
-- Each batch recorded so far becomes a bundle of one, with its sender's visitor id and address.
INSERT INTO "analytics_event_bundles" ("org_id", "product_id", "mode", "account_id", "member_id", "body", "page_views", "received_at")
  SELECT "org_id", "product_id", "mode", "account_id", "member_id",
    json_build_object('batches', json_build_array(
      jsonb_strip_nulls(jsonb_build_object('ip', "ip_prefix", 'pageViews', "page_views", 'visitorId', "visitor_id"))
        || ("body"::jsonb - 'productId' - 'accountId' - 'permissionProfileId'))),
    "page_views", "received_at"
  FROM "analytics_event_batches" ORDER BY "id";--> statement-breakpoint
DROP TRIGGER "organisations_forget_analytics_event_batches" ON "organisations";--> statement-breakpoint
DROP FUNCTION "analytics_event_batches_forget_organisations"();--> statement-breakpoint
DROP TABLE "analytics_event_batches" CASCADE;--> statement-breakpoint
CREATE INDEX "analytics_event_bundles_org_time_idx" ON "analytics_event_bundles" USING btree ("org_id","received_at");--> statement-breakpoint
CREATE INDEX "analytics_event_bundles_account_idx" ON "analytics_event_bundles" USING btree ("org_id","account_id","received_at") WHERE "analytics_event_bundles"."account_id" is not null;--> statement-breakpoint
-- One row per event, as the analytics queries read them; (bundle_id, batch, place) orders events
-- of the same time as they were sent. An event without data has none in the batch as sent.
CREATE VIEW "analytics_events" AS
  SELECT b."id" AS "bundle_id", s."batch", e."place", b."org_id", b."product_id", b."mode", b."account_id",
    b."member_id", s."visitor_id", s."ip_prefix", e."type", coalesce(e."data", '{}'::jsonb) AS "data",
    e."at" AS "occurred_at", b."received_at"
  FROM "analytics_event_bundles" b
  CROSS JOIN LATERAL ROWS FROM (json_to_recordset(b."body" -> 'batches') AS ("visitorId" uuid, "ip" text, "events" json))
    WITH ORDINALITY AS s("visitor_id", "ip_prefix", "events", "batch")
  CROSS JOIN LATERAL ROWS FROM (json_to_recordset(s."events") AS ("type" text, "data" jsonb, "at" timestamptz))
    WITH ORDINALITY AS e("type", "data", "at", "place");--> statement-breakpoint
-- What a foreign key's cascade would do, once per statement that removes organisations rather
-- than as a check on every bundle written.
CREATE FUNCTION "analytics_event_bundles_forget_organisations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_event_bundles" WHERE "org_id" IN (SELECT "id" FROM gone);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organisations_forget_analytics_event_bundles" AFTER DELETE ON "organisations"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "analytics_event_bundles_forget_organisations"();
