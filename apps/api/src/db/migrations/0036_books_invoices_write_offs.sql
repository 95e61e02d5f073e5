-- Company invoices in the books (companies/services/invoice-postings.ts): every invoice issued so far as the company
-- owing its total for the seats (company_receivable:<company> against company_plans), and every one paid so far as
-- the money received at the bank (bank against company_receivable:<company>), as they would post now. An invoice
-- already posted is left as it is (ON CONFLICT: the reference is the event's).
WITH posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'invoice:' || "number", 'company_invoice', "issued_at" FROM "company_invoices"
  WHERE "total" > 0
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", i."issued_at"
FROM posted
JOIN "company_invoices" i ON 'invoice:' || i."number" = posted."reference"
CROSS JOIN LATERAL (VALUES ('company_receivable:' || i."company_id", i."total"), ('company_plans', -i."total")) AS line("account", "amount");--> statement-breakpoint
WITH posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'invoice-paid:' || "number", 'company_invoice_paid', "paid_at" FROM "company_invoices"
  WHERE "total" > 0 AND "paid_at" IS NOT NULL
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", i."paid_at"
FROM posted
JOIN "company_invoices" i ON 'invoice-paid:' || i."number" = posted."reference"
CROSS JOIN LATERAL (VALUES ('bank', i."total"), ('company_receivable:' || i."company_id", -i."total")) AS line("account", "amount");--> statement-breakpoint
-- Referral rewards taken back before the books wrote off their spent part (referrals/services/reward-write-off.ts): the
-- unrecovered part of each moves from grants to write_offs, as it would post now.
WITH posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'referral-write-off:' || "id", 'referral_write_off', coalesce("reversed_at", "created_at") FROM "referral_rewards"
  WHERE "state" IN ('reversed', 'revoked') AND "referrer_unrecovered" + "referee_unrecovered" > 0
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", coalesce(r."reversed_at", r."created_at")
FROM posted
JOIN "referral_rewards" r ON 'referral-write-off:' || r."id" = posted."reference"
CROSS JOIN LATERAL (VALUES ('write_offs', r."referrer_unrecovered" + r."referee_unrecovered"),
  ('grants', -(r."referrer_unrecovered" + r."referee_unrecovered"))) AS line("account", "amount");
