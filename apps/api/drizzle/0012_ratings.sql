CREATE TABLE "rating_changes" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"engine" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"seat" integer NOT NULL,
	"place" integer NOT NULL,
	"mu_before" double precision NOT NULL,
	"sigma_before" double precision NOT NULL,
	"mu_after" double precision NOT NULL,
	"sigma_after" double precision NOT NULL,
	"games" integer NOT NULL,
	CONSTRAINT "rating_changes_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"player_id" text NOT NULL,
	"engine" text NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"games" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ratings_pk" PRIMARY KEY("engine","player_id"),
	CONSTRAINT "ratings_games_check" CHECK ("ratings"."games" > 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_changes_player_idx" ON "rating_changes" USING btree ("player_id","engine","finished_at");--> statement-breakpoint
CREATE INDEX "rating_changes_engine_idx" ON "rating_changes" USING btree ("engine","finished_at","game_id");--> statement-breakpoint
CREATE INDEX "ratings_player_idx" ON "ratings" USING btree ("player_id");