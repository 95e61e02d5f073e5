CREATE TABLE "partner_settings" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"ico" text DEFAULT '' NOT NULL,
	"dic" text,
	"address" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"payout_frequency" text DEFAULT 'monthly' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_settings" ADD CONSTRAINT "partner_settings_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;