CREATE TABLE "counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The landing page's total starts from the events recorded so far; from here on each one adds 1.
INSERT INTO "counters" ("key", "count") SELECT 'reconciliations', count(*) FROM "reconciliation_events" ON CONFLICT DO NOTHING;
