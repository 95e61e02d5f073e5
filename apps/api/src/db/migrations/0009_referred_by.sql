ALTER TABLE "accounts" ADD COLUMN "referred_by_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_referred_by_id_accounts_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_referred_by_idx" ON "accounts" USING btree ("referred_by_id");