-- The provider's fingerprint of the card each payment was made with, saved or not: the referral
-- reward's self-referral check compares the cards both accounts paid with, not only the saved ones.
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" text;