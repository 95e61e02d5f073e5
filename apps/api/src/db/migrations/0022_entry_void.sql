ALTER TABLE "entries" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "voided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "voided_earning" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_voided_by_id_accounts_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;