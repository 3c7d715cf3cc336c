CREATE TABLE "inbox_marks" (
	"game_id" text PRIMARY KEY NOT NULL,
	"handled_version" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_marks" ADD CONSTRAINT "inbox_marks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Games before this migration count as handled up to their version: only later losses catch up.
INSERT INTO "inbox_marks" ("game_id", "handled_version", "updated_at")
SELECT "id", "version", now() FROM "games" WHERE "version" IS NOT NULL;
