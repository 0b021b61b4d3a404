ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_org_id_organisations_id_fk";--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
-- What the foreign key's cascade did, once per statement that removes organisations rather than
-- as a check on every event written.
CREATE FUNCTION "analytics_events_forget_organisations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_events" WHERE "org_id" IN (SELECT "id" FROM gone);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organisations_forget_analytics_events" AFTER DELETE ON "organisations"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "analytics_events_forget_organisations"();
