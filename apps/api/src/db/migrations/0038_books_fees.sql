-- Fees in the books (books/supply-postings.ts, postFeeProvided): every catch-up fee paid before fees were provided
-- is posted as provided for what its payment still holds, as paying it posts now: from provided:<payment> to
-- sales, less the VAT at the rate of the payment's receipt (12 % without one), under an opening reference of its own.
-- A fee that prepays nothing (already posted) is left as it is.
WITH supply AS (
  SELECT p."id" AS payment_id, coalesce(p."paid_at", p."created_at") AS at,
    (SELECT coalesce(-sum(l."amount") FILTER (WHERE l."account" = 'payment:' || p."id"::text), 0)
      - coalesce(sum(l."amount") FILTER (WHERE l."account" = 'provided:' || p."id"::text), 0)
      FROM "journal_lines" l WHERE l."account" IN ('payment:' || p."id"::text, 'provided:' || p."id"::text)) AS gross,
    coalesce((SELECT (r."document" -> 'vat' -> 0 ->> 'ratePercent')::numeric FROM "receipts" r
      WHERE r."payment_id" = p."id"), 12) AS rate
  FROM "payments" p
  WHERE p."kind" = 'catch_up_fee' AND p."status" IN ('succeeded', 'partially_refunded')
), split AS (
  SELECT supply.*, round(gross * rate / (100 + rate))::integer AS vat FROM supply WHERE gross > 0
), posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'provided:fee-opening:' || payment_id, 'fee_provided', at FROM split
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", split.at
FROM posted
JOIN split ON 'provided:fee-opening:' || split.payment_id = posted."reference"
CROSS JOIN LATERAL (VALUES ('provided:' || split."payment_id", split.gross), ('sales', -(split.gross - split.vat)),
  ('vat', -split.vat)) AS line("account", "amount")
WHERE line."amount" <> 0;
