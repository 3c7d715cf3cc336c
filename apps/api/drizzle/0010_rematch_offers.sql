CREATE TABLE "rematch_offers" (
	"game_id" text PRIMARY KEY NOT NULL,
	"offered_by" text NOT NULL,
	"status" text NOT NULL,
	"accepted_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"declined_by" text,
	"new_game_id" text,
	"offered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rematch_offers_status_check" CHECK ("rematch_offers"."status" in ('open', 'declined', 'starting', 'started'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_offered_by_players_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_declined_by_players_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rematch_offers" ADD CONSTRAINT "rematch_offers_new_game_id_games_id_fk" FOREIGN KEY ("new_game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('your_turn', 'reminder', 'game_started', 'game_finished', 'invited', 'seat_timed_out', 'vacation_ending', 'game_cleaned_up', 'webhook_disabled', 'rematch_offered', 'rematch_declined'));