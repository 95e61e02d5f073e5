CREATE TABLE "company_invoices" (
	"number" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"total" integer NOT NULL,
	"variable_symbol" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"area_id" uuid,
	"contribution" integer,
	"invite_token_hash" text NOT NULL,
	"subscription_id" uuid,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_seats_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "company_seats_contribution_non_negative" CHECK ("company_seats"."contribution" is null or "company_seats"."contribution" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "company_seat_id" uuid;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seats" ADD CONSTRAINT "company_seats_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_company_month" ON "company_invoices" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "company_seats_company_idx" ON "company_seats" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_seats_user_idx" ON "company_seats" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_seats_live_email" ON "company_seats" USING btree ("company_id",lower("email")) WHERE "company_seats"."removed_at" is null;