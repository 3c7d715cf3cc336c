CREATE TABLE "accounts" (
	"player_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_username_key_unique" UNIQUE("username_key"),
	CONSTRAINT "accounts_username_key_check" CHECK ("accounts"."username_key" = lower("accounts"."username"))
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "api_tokens_scopes_check" CHECK (cardinality("api_tokens"."scopes") > 0 and "api_tokens"."scopes" <@ array['read', 'play', 'bot']::text[])
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "invite_code" text;--> statement-breakpoint
-- Hand-written backfill: games created before this migration get a random code (12 hex digits of a
-- v4 uuid: 48 random bits; not derived from the id, which is public).
UPDATE "games" SET "invite_code" = substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) WHERE "invite_code" IS NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "invite_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_player_id_accounts_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."accounts"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_accounts_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."accounts"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_player_idx" ON "api_tokens" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_invite_code_unique" UNIQUE("invite_code");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_visibility_check" CHECK ("games"."visibility" in ('public', 'private'));