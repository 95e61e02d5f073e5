-- A partner's approval: a self-registered partner is not public until the back office approves; every existing account stays approved.
ALTER TABLE "accounts" ADD COLUMN "partner_approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "approval_note" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_partner_approval" CHECK ("accounts"."partner_approval" in ('draft', 'submitted', 'approved', 'rejected'));