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
CROSS JOIN LATERAL (VALUES ('bank', i."total"), ('company_receivable:' || i."company_id", -i."total")) AS line("account", "amount");
