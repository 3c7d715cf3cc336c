CREATE TABLE "calendar_feeds" (
	"player_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "seat_seen" (
	"game_id" text NOT NULL,
	"seat" integer NOT NULL,
	"last_seen_version" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seat_seen_pk" PRIMARY KEY("game_id","seat"),
	CONSTRAINT "seat_seen_version_check" CHECK ("seat_seen"."last_seen_version" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_player_id_accounts_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."accounts"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_seen" ADD CONSTRAINT "seat_seen_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;