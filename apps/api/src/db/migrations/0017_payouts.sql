CREATE TABLE "payout_entries" (
	"payout_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"earning" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by_id" uuid,
	CONSTRAINT "payout_entries_payout_id_entry_id_pk" PRIMARY KEY("payout_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "payout_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_id" uuid,
	"payout_count" integer NOT NULL,
	"total" integer NOT NULL,
	"due_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
UPDATE "payouts" SET "status" = 'approved' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "partner_settings" ADD COLUMN "commission_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "frequency" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "period_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "gross" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "commission_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "voided_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "voided_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "variable_symbol" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "approved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "export_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_by_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_voided_by_id_accounts_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_exports" ADD CONSTRAINT "payout_exports_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_entries_entry_unique" ON "payout_entries" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_id_accounts_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_export_id_payout_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payout_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_id_accounts_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","period_start");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('draft', 'approved', 'exported', 'paid'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_once" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_non_negative" CHECK ("payouts"."amount" >= 0);