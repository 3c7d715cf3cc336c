CREATE TABLE "vacations" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	"ends_by" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ending_noticed_at" timestamp with time zone,
	"check_at" timestamp with time zone,
	CONSTRAINT "vacations_ends_by_check" CHECK ("vacations"."ends_by" >= "vacations"."started_at")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "vacation_bank_seconds" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "vacation_accrued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "seat_deadlines" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "weekend_pause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "vacation" text DEFAULT 'allowed' NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_player_id_accounts_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."accounts"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vacations_one_running_idx" ON "vacations" USING btree ("player_id") WHERE "vacations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "vacations_player_idx" ON "vacations" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "vacations_check_at_idx" ON "vacations" USING btree ("check_at");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vacation_check" CHECK ("games"."vacation" in ('allowed', 'none'));