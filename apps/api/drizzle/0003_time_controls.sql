ALTER TABLE "games" ADD COLUMN "time_control" jsonb DEFAULT '{"kind":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "clocks" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "games_check_at_idx" ON "games" USING btree ("check_at");--> statement-breakpoint
-- Games created with a per-move limit before time controls existed keep it as their control.
UPDATE "games" SET "time_control" = jsonb_build_object('kind', 'per_move', 'moveSeconds', "move_time_limit_seconds") WHERE "move_time_limit_seconds" IS NOT NULL;
