ALTER TABLE "files" ADD COLUMN "purpose" text DEFAULT 'document' NOT NULL;;--> statement-breakpoint
-- Files behind portal images (and the NDA) are assets; so are the card icons and logos an earlier
-- version left behind after a replacement or 'Use default icon' (images no item links).
UPDATE "files" SET "purpose" = 'asset'
WHERE "id" IN (SELECT "file_id" FROM "assets")
   OR ("content_type" LIKE 'image/%'
       AND ("original_name" LIKE '%-icon' OR "original_name" LIKE '% logo' OR "original_name" IN ('logo', 'favicon'))
       AND "id" NOT IN (SELECT "file_id" FROM "item_files"));
