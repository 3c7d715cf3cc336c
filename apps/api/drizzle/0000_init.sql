CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"rules_version" text NOT NULL,
	"rng_algorithm" text NOT NULL,
	"options" jsonb NOT NULL,
	"seat_count" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_by" text,
	"version" integer,
	"active_seats" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"move_time_limit_seconds" integer,
	"turn_deadline" timestamp with time zone,
	"server_seed" text NOT NULL,
	"server_seed_commitment" text NOT NULL,
	"player_seeds_digest" text,
	"genesis_hash" text NOT NULL,
	"head_hash" text NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('created', 'started', 'finished')),
	CONSTRAINT "games_seat_count_check" CHECK ("games"."seat_count" > 0),
	CONSTRAINT "games_version_check" CHECK ("games"."version" >= 0),
	CONSTRAINT "games_time_limit_check" CHECK ("games"."move_time_limit_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "log" (
	"game_id" text NOT NULL,
	"version" integer NOT NULL,
	"actor" integer,
	"command_id" text,
	"command" jsonb,
	"events" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "log_game_version_pk" PRIMARY KEY("game_id","version"),
	CONSTRAINT "log_game_command_id_unique" UNIQUE("game_id","command_id"),
	CONSTRAINT "log_version_check" CHECK ("log"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"game_id" text NOT NULL,
	"seat" integer NOT NULL,
	"kind" text NOT NULL,
	"player_id" text,
	"bot_name" text,
	"seed_commitment" text,
	"revealed_seed" text,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seats_game_id_seat_pk" PRIMARY KEY("game_id","seat"),
	CONSTRAINT "seats_game_player_unique" UNIQUE("game_id","player_id"),
	CONSTRAINT "seats_seat_check" CHECK ("seats"."seat" >= 0),
	CONSTRAINT "seats_kind_check" CHECK (("seats"."kind" = 'human' and "seats"."player_id" is not null and "seats"."bot_name" is null)
        or ("seats"."kind" = 'bot' and "seats"."player_id" is null and "seats"."bot_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log" ADD CONSTRAINT "log_game_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_status_idx" ON "games" USING btree ("status");--> statement-breakpoint
CREATE INDEX "seats_player_idx" ON "seats" USING btree ("player_id");