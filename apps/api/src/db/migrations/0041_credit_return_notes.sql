ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "credit_movement_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_credit_movement_id_credit_ledger_id_fk" FOREIGN KEY ("credit_movement_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_credit_movement_id_unique" UNIQUE("credit_movement_id");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_one_return" CHECK (("credit_notes"."refund_id" is null) <> ("credit_notes"."credit_movement_id" is null));--> statement-breakpoint
-- Money of a receipted payment given back as credit gets a credit note from now on, as a refund to the card
-- always did (its receipt taxed it; the credit is taxed again when it pays for something). The returns made
-- before get theirs here, numbered on in this year's series, in the order they were made.
INSERT INTO "receipt_series" ("series", "last_number")
VALUES (to_char(now() AT TIME ZONE 'Europe/Prague', 'YYYY'), 0)
ON CONFLICT ("series") DO NOTHING;
--> statement-breakpoint
WITH "returns" AS (
  SELECT cl."id" AS "movement_id", cl."amount", cl."reason", p."id" AS "payment_id", p."description",
    p."currency", r."number" AS "receipt_number", r."issued_at" AS "receipt_issued_at", r."document" AS "receipt",
    coalesce((r."document" -> 'vat' -> 0 ->> 'ratePercent')::numeric, 21) AS "rate",
    row_number() OVER (ORDER BY cl."created_at", cl."id") AS "n"
  FROM "credit_ledger" cl
  JOIN "journal_entries" je ON je."reference" = 'credit:' || cl."id"::text
  JOIN "journal_lines" jl ON jl."entry_id" = je."id" AND jl."account" LIKE 'payment:%'
  JOIN "payments" p ON jl."account" = 'payment:' || p."id"::text
  JOIN "receipts" r ON r."payment_id" = p."id"
  WHERE cl."amount" > 0 AND cl."reason" IN ('refund', 'slot_cancelled', 'reactivation', 'switch_refund')
    AND (r."document" ->> 'total')::integer > 0
    AND r."number" NOT LIKE 'pending/%'
    AND NOT EXISTS (SELECT 1 FROM "credit_notes" c WHERE c."credit_movement_id" = cl."id")
), "numbered" AS (
  SELECT "returns".*, s."series" || '-' || lpad((s."last_number" + "returns"."n")::text, 6, '0') AS "number",
    round("returns"."amount" * "returns"."rate" / (100 + "returns"."rate"))::integer AS "vat"
  FROM "returns"
  JOIN "receipt_series" s ON s."series" = to_char(now() AT TIME ZONE 'Europe/Prague', 'YYYY')
)
INSERT INTO "credit_notes" ("number", "credit_movement_id", "payment_id", "receipt_number", "issued_at", "document")
SELECT "number", "movement_id", "payment_id", "receipt_number", now(),
  jsonb_build_object(
    'number', "number",
    'issuedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'receiptNumber', "receipt_number",
    'receiptIssuedAt', to_char("receipt_issued_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'seller', "receipt" -> 'seller',
    'buyer', "receipt" -> 'buyer',
    'description', "description",
    'total', -"amount",
    'vat', jsonb_build_array(jsonb_build_object('ratePercent', "rate", 'base', -("amount" - "vat"),
      'vat', -"vat", 'total', -"amount")),
    'reason', CASE "reason" WHEN 'slot_cancelled' THEN 'Partner zrušil termín'
      WHEN 'reactivation' THEN 'Obnovení předplatného' WHEN 'switch_refund' THEN 'Změna předplatného'
      ELSE 'Vráceno jako kredit' END,
    'currency', "currency",
    'returnedAs', 'credits')
FROM "numbered";
--> statement-breakpoint
UPDATE "receipt_series" s SET "last_number" = greatest(s."last_number", coalesce((
  SELECT max(split_part(c."number", '-', 2)::integer) FROM "credit_notes" c
  WHERE split_part(c."number", '-', 1) = s."series"), 0))
WHERE s."series" = to_char(now() AT TIME ZONE 'Europe/Prague', 'YYYY');
