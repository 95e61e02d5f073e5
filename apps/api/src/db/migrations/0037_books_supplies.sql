-- Supplies provided in the books (books/supply-postings.ts): every paid ticket used at the door (its entry not
-- voided) or expired before the books knew supplies, posted as provided from its payment, as it would post now:
-- the gross (its price, at most what the payment still holds) from provided:<payment> to sales, less the VAT at
-- the rate of the payment's receipt (12 % without one). A ticket already posted is left as it is.
WITH supply AS (
  SELECT t."id" AS ticket_id, t."payment_id", coalesce(t."used_at", t."expired_at") AS at,
    least(t."price", (SELECT coalesce(-sum(l."amount"), 0) FROM "journal_lines" l
      WHERE l."account" = 'payment:' || t."payment_id"::text)) AS gross,
    coalesce((SELECT (r."document" -> 'vat' -> 0 ->> 'ratePercent')::numeric FROM "receipts" r
      WHERE r."payment_id" = t."payment_id"), 12) AS rate
  FROM "tickets" t
  WHERE t."payment_id" IS NOT NULL AND t."price" > 0
    AND (t."expired_at" IS NOT NULL
      OR EXISTS (SELECT 1 FROM "entries" e WHERE e."ticket_id" = t."id" AND e."voided_at" IS NULL))
), split AS (
  SELECT supply.*, round(gross * rate / (100 + rate))::integer AS vat FROM supply WHERE gross > 0
), posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'provided:ticket:' || ticket_id, 'ticket_provided', at FROM split
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", split.at
FROM posted
JOIN split ON 'provided:ticket:' || split.ticket_id = posted."reference"
CROSS JOIN LATERAL (VALUES ('provided:' || split."payment_id", split.gross), ('sales', -(split.gross - split.vat)),
  ('vat', -split.vat)) AS line("account", "amount")
WHERE line."amount" <> 0;
--> statement-breakpoint
-- Plan payments (its periods, the switches to it) made before a period of the plan ran its course: provided for what
-- they still prepay, as closing the period posts it now (subscriptions/services/plan-period-provided.ts).
WITH supply AS (
  SELECT p."id" AS payment_id, coalesce(p."paid_at", p."created_at") AS at,
    (SELECT coalesce(-sum(l."amount") FILTER (WHERE l."account" = 'payment:' || p."id"::text), 0)
      - coalesce(sum(l."amount") FILTER (WHERE l."account" = 'provided:' || p."id"::text), 0)
      FROM "journal_lines" l WHERE l."account" IN ('payment:' || p."id"::text, 'provided:' || p."id"::text)) AS gross,
    coalesce((SELECT (r."document" -> 'vat' -> 0 ->> 'ratePercent')::numeric FROM "receipts" r
      WHERE r."payment_id" = p."id"), 12) AS rate
  FROM "payments" p
  JOIN "subscriptions" s ON s."id"::text = split_part(p."reference", ':', 1)
  WHERE p."kind" IN ('subscription', 'switch') AND p."status" IN ('succeeded', 'partially_refunded')
    AND coalesce(p."paid_at", p."created_at") < CASE
      WHEN s."current_state" = 'ENDED' THEN s."start_date" + (s."current_period" + 1) * interval '28 days'
      WHEN s."current_state" IN ('ACTIVE', 'WAITING_FOR_PAYMENT') AND s."current_period" >= 1
        THEN s."start_date" + s."current_period" * interval '28 days'
    END
), split AS (
  SELECT supply.*, round(gross * rate / (100 + rate))::integer AS vat FROM supply WHERE gross > 0
), posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'provided:plan:' || payment_id, 'plan_period_provided', at FROM split
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", split.at
FROM posted
JOIN split ON 'provided:plan:' || split.payment_id = posted."reference"
CROSS JOIN LATERAL (VALUES ('provided:' || split."payment_id", split.gross), ('sales', -(split.gross - split.vat)),
  ('vat', -split.vat)) AS line("account", "amount")
WHERE line."amount" <> 0;
