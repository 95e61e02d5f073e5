CREATE TYPE "public"."payment_return_reason" AS ENUM('slot_filled', 'slot_gone', 'entry_held', 'membership_lost', 'plan_ended', 'plan_changed', 'voucher_withdrawn');--> statement-breakpoint
CREATE TYPE "public"."waitlist_fail_reason" AS ENUM('no_money', 'card_failed', 'unavailable', 'unknown');--> statement-breakpoint
-- the waitlist kept the Czech sentence of why a promotion failed: each known one becomes its code, any other text 'unknown'
ALTER TABLE "waitlist_entries" ALTER COLUMN "fail_reason" SET DATA TYPE "public"."waitlist_fail_reason" USING (CASE
	WHEN "fail_reason" IS NULL THEN NULL
	WHEN "fail_reason" = 'na zaplacení nestačil kredit a nemáte uloženou platební kartu.' THEN 'no_money'
	WHEN "fail_reason" = 'platba uloženou kartou neprošla.' THEN 'card_failed'
	WHEN "fail_reason" = 'tato varianta aktivity už není v nabídce.' THEN 'unavailable'
	ELSE 'unknown'
END)::"public"."waitlist_fail_reason";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_reason" "payment_return_reason";
