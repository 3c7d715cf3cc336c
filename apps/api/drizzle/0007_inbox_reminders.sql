CREATE TABLE "game_watchers" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_watchers_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"game_id" text,
	"data" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_player_dedupe_unique" UNIQUE("player_id","dedupe_key"),
	CONSTRAINT "notifications_seq_unique" UNIQUE("seq"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('your_turn', 'reminder', 'game_started', 'game_finished', 'invited', 'seat_timed_out', 'vacation_ending', 'game_cleaned_up'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"player_id" text PRIMARY KEY NOT NULL,
	"offsets_seconds" integer[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_turns" (
	"game_id" text NOT NULL,
	"seat" integer NOT NULL,
	"player_id" text NOT NULL,
	"since_version" integer NOT NULL,
	"deadline" timestamp with time zone,
	"remind_at" timestamp with time zone,
	CONSTRAINT "seat_turns_pk" PRIMARY KEY("game_id","seat")
);
--> statement-breakpoint
ALTER TABLE "game_watchers" ADD CONSTRAINT "game_watchers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_watchers" ADD CONSTRAINT "game_watchers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_turns" ADD CONSTRAINT "seat_turns_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_turns" ADD CONSTRAINT "seat_turns_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_player_seq_idx" ON "notifications" USING btree ("player_id","seq");--> statement-breakpoint
CREATE INDEX "seat_turns_remind_at_idx" ON "seat_turns" USING btree ("remind_at");--> statement-breakpoint
CREATE INDEX "seat_turns_player_idx" ON "seat_turns" USING btree ("player_id");