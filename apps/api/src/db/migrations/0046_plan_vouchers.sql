ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_amount_range";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "voucher_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "plan_type" "subscription_type";--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "area_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "plan_name" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "periods" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_amount_range" CHECK (("vouchers"."plan_type" is null and "vouchers"."periods" is null and "vouchers"."amount" between 30000 and 1000000 and "vouchers"."amount" % 100 = 0)
        or ("vouchers"."plan_type" is not null and "vouchers"."periods" between 1 and 12 and "vouchers"."amount" > 0));