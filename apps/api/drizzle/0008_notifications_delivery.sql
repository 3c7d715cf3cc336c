CREATE TABLE "delivery_settings" (
	"player_id" text PRIMARY KEY NOT NULL,
	"quiet_start_minute" integer DEFAULT 0 NOT NULL,
	"quiet_end_minute" integer DEFAULT 0 NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"digest_covered_until" timestamp with time zone,
	"next_digest_at" timestamp with time zone,
	CONSTRAINT "delivery_settings_minutes_check" CHECK ("delivery_settings"."quiet_start_minute" between 0 and 1439 and "delivery_settings"."quiet_end_minute" between 0 and 1439),
	CONSTRAINT "delivery_settings_digest_hour_check" CHECK ("delivery_settings"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"push" boolean NOT NULL,
	"webhook" boolean NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY("player_id","kind"),
	CONSTRAINT "notification_preferences_email_check" CHECK ("notification_preferences"."email" in ('immediate', 'digest', 'never'))
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"subscription_id" text NOT NULL,
	"notification_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_deliveries_pk" PRIMARY KEY("subscription_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_vapid_keys_single_row" CHECK ("push_vapid_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "email_addresses" (
	"player_id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verification_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"message_id" text NOT NULL,
	"headers" jsonb NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_sent" (
	"address" text NOT NULL,
	"message_key" text NOT NULL,
	"message_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_sent_pk" PRIMARY KEY("address","message_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"round_attempts" integer NOT NULL,
	"next_retry_at" timestamp with time zone,
	"last_response_code" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_event_unique" UNIQUE("endpoint_id","event_key"),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'succeeded', 'failed', 'retrying', 'dead')),
	CONSTRAINT "webhook_deliveries_event_type_check" CHECK ("webhook_deliveries"."event_type" in ('turn.changed', 'game.started', 'game.finished', 'reminder', 'test'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_id" text,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"enabled" boolean NOT NULL,
	"disabled_reason" text,
	"consecutive_failures" integer NOT NULL,
	"last_turn" text,
	"announced_version" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
-- Notifications written before delivery existed are not sent now (hand-added).
UPDATE "notifications" SET "dispatched_at" = "created_at";--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_player_id_accounts_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."accounts"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_player_idx" ON "push_subscriptions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "email_outbox_seq_idx" ON "email_outbox" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_player_idx" ON "webhook_endpoints" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_game_idx" ON "webhook_endpoints" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "notifications_undispatched_idx" ON "notifications" USING btree ("seq") WHERE "notifications"."dispatched_at" is null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_locale_check" CHECK ("accounts"."locale" in ('en', 'it', 'fr'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('your_turn', 'reminder', 'game_started', 'game_finished', 'invited', 'seat_timed_out', 'vacation_ending', 'game_cleaned_up', 'webhook_disabled'));