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
CREATE TABLE "email_opt_outs" (
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_opt_outs_pk" PRIMARY KEY("player_id","kind"),
	CONSTRAINT "email_opt_outs_kind_check" CHECK ("email_opt_outs"."kind" in ('your_turn', 'reminder', 'game_started', 'game_finished', 'invited', 'seat_timed_out', 'vacation_ending', 'game_cleaned_up'))
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
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_seq_idx" ON "email_outbox" USING btree ("seq");