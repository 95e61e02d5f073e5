CREATE TABLE "walk_in_sales" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"time_slot_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walk_in_sales_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "walk_in_sales" ADD CONSTRAINT "walk_in_sales_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_sales" ADD CONSTRAINT "walk_in_sales_partner_id_accounts_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_sales" ADD CONSTRAINT "walk_in_sales_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "walk_in_sales_partner_idx" ON "walk_in_sales" USING btree ("partner_id");