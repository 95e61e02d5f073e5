ALTER TABLE "ticket_guests" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
ALTER TABLE "ticket_guests" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
-- only the SHA-256 (hex) of a friend's link's token is kept: the links already sent keep working
UPDATE "ticket_guests" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
DROP INDEX "ticket_guests_token_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_guests_token_hash_unique" ON "ticket_guests" USING btree ("token_hash");
