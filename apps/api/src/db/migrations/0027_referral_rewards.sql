CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"payment_id" uuid,
	"state" text NOT NULL,
	"refused_reason" text,
	"referrer_amount" integer DEFAULT 0 NOT NULL,
	"referee_amount" integer DEFAULT 0 NOT NULL,
	"referrer_unrecovered" integer DEFAULT 0 NOT NULL,
	"referee_unrecovered" integer DEFAULT 0 NOT NULL,
	"revoke_reason" text,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_referee_id_unique" UNIQUE("referee_id"),
	CONSTRAINT "referral_rewards_state" CHECK ("referral_rewards"."state" in ('granted', 'refused', 'reversed', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_accounts_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referee_id_accounts_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_payment_idx" ON "referral_rewards" USING btree ("payment_id");