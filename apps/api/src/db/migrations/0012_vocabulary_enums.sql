CREATE TYPE "public"."account_role" AS ENUM('user', 'admin', 'superadmin', 'partner', 'staff', 'trainer', 'business');--> statement-breakpoint
CREATE TYPE "public"."subscription_state" AS ENUM('ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED', 'ENDED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."subscription_type" AS ENUM('CHAMPIONSHIP', 'CHAMPIONSHIP_FLEXIBLE', 'PAYG_PLUS');--> statement-breakpoint
CREATE TYPE "public"."ticket_source" AS ENUM('PAYG', 'PAYG_PLUS', 'CHAMPIONSHIP');--> statement-breakpoint
CREATE TYPE "public"."waitlist_state" AS ENUM('waiting', 'charging', 'promoted', 'failed', 'left', 'closed');--> statement-breakpoint
-- the partial indexes compare the columns with text: drop them around the type change, then rebuild
DROP INDEX "subscriptions_one_live_per_user";--> statement-breakpoint
DROP INDEX "waitlist_live_unique";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "state" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "role" SET DATA TYPE "public"."account_role" USING "role"::"public"."account_role";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "type" SET DATA TYPE "public"."subscription_type" USING "type"::"public"."subscription_type";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "current_state" SET DATA TYPE "public"."subscription_state" USING "current_state"::"public"."subscription_state";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "switch_to" SET DATA TYPE "public"."subscription_type" USING "switch_to"::"public"."subscription_type";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "source" SET DATA TYPE "public"."ticket_source" USING "source"::"public"."ticket_source";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "state" SET DATA TYPE "public"."waitlist_state" USING "state"::"public"."waitlist_state";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "state" SET DEFAULT 'waiting'::"public"."waitlist_state";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."current_state" in ('ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_live_unique" ON "waitlist_entries" USING btree ("user_id","time_slot_id") WHERE "waitlist_entries"."state" in ('waiting', 'charging');
