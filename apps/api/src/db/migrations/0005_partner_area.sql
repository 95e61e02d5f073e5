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
CREATE TABLE "staff_venues" (
	"staff_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	CONSTRAINT "staff_venues_staff_id_venue_id_pk" PRIMARY KEY("staff_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_settings" ADD CONSTRAINT "partner_settings_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_venues_venue_idx" ON "staff_venues" USING btree ("venue_id");