CREATE TABLE "copy_writes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "copy_writes_written_at_idx" ON "copy_writes" USING btree ("written_at");