ALTER TABLE "games" ADD COLUMN "time_control" jsonb DEFAULT '{"kind":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "clocks" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "games_check_at_idx" ON "games" USING btree ("check_at");--> statement-breakpoint
-- Games created with a per-move limit before time controls existed keep it as their control.
UPDATE "games" SET "time_control" = jsonb_build_object('kind', 'per_move', 'moveSeconds', "move_time_limit_seconds") WHERE "move_time_limit_seconds" IS NOT NULL;
--> statement-breakpoint
-- Their clocks start at the upgrade with a whole move time, so no deadline passes unannounced.
UPDATE "games" SET "clocks" = jsonb_build_object('at', to_char(date_trunc('milliseconds', now()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'remainingMs', to_jsonb(array_fill("move_time_limit_seconds"::bigint * 1000, ARRAY["seat_count"])), 'running', to_jsonb("active_seats")), "turn_deadline" = date_trunc('milliseconds', now()) + make_interval(secs => "move_time_limit_seconds"), "check_at" = date_trunc('milliseconds', now()) + make_interval(secs => "move_time_limit_seconds") WHERE "status" = 'started' AND "move_time_limit_seconds" IS NOT NULL AND cardinality("active_seats") > 0;
