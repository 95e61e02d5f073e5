CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_lines_amount_non_zero" CHECK ("journal_lines"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE FUNCTION "journal_refuses_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the journal is append-only: % on % refused (post a correcting entry instead)', TG_OP, TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_refuses_change"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_append_only" BEFORE UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION "journal_refuses_change"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION "journal_refuses_change"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines" FOR EACH STATEMENT EXECUTE FUNCTION "journal_refuses_change"();--> statement-breakpoint
-- Opening the books on a database that already holds money: every credit movement so far against the account
-- it would post to now (payments/ledger.ts, creditCounterAccount; the opening account where none is known),
-- every captured card payment and every back-office card refund so far, as they would post now.
WITH posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'credit:' || "id", 'credit_' || "reason", "created_at" FROM "credit_ledger"
  RETURNING "id", "reference"
), counter AS (
  SELECT l."id", CASE
    WHEN l."reason" IN ('purchase', 'purchase_reversal', 'min_charge_difference') AND EXISTS (
      SELECT 1 FROM "payments" p WHERE p."id"::text = l."reference") THEN 'payment:' || l."reference"
    WHEN l."reason" = 'slot_cancelled' OR (l."reason" = 'refund' AND l."reference" ~ '^entry:') THEN
      coalesce((SELECT 'payment:' || t."payment_id" FROM "tickets" t
        WHERE t."id"::text = regexp_replace(l."reference", '^entry:', '') AND t."payment_id" IS NOT NULL), 'opening')
    WHEN l."reason" = 'refund' AND l."reference" ~ '^entry-void:' THEN
      coalesce((SELECT 'payment:' || t."payment_id" FROM "entries" e JOIN "tickets" t ON t."id" = e."ticket_id"
        WHERE e."id"::text = regexp_replace(l."reference", '^entry-void:', '') AND t."payment_id" IS NOT NULL), 'opening')
    WHEN l."reason" = 'refund' THEN
      coalesce((SELECT 'payment:' || p."id" FROM "payments" p
        WHERE p."id"::text = substring(l."reference" from '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')), 'opening')
    WHEN l."reason" IN ('referral', 'referral_reversal', 'reactivation', 'switch_refund', 'adjustment') THEN 'grants'
    ELSE 'opening'
  END AS "account"
  FROM "credit_ledger" l
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", l."created_at"
FROM posted
JOIN "credit_ledger" l ON 'credit:' || l."id" = posted."reference"
JOIN counter c ON c."id" = l."id"
CROSS JOIN LATERAL (VALUES ('customer_credit:' || l."user_id", -l."amount"), (c."account", l."amount")) AS line("account", "amount");--> statement-breakpoint
WITH posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'capture:' || "id", 'card_capture', coalesce("paid_at", "created_at") FROM "payments"
  WHERE "amount" > 0 AND "mode" = 'charge' AND "status" IN ('succeeded', 'partially_refunded', 'refunded')
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount")
SELECT posted."id", line."account", line."amount"
FROM posted
JOIN "payments" p ON 'capture:' || p."id" = posted."reference"
CROSS JOIN LATERAL (VALUES ('provider:' || p."id", p."amount"), ('payment:' || p."id", -p."amount")) AS line("account", "amount");--> statement-breakpoint
WITH posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'card_refund:' || "id", 'card_refund', "created_at" FROM "payment_refunds"
  RETURNING "id", "reference"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount")
SELECT posted."id", line."account", line."amount"
FROM posted
JOIN "payment_refunds" r ON 'card_refund:' || r."id" = posted."reference"
CROSS JOIN LATERAL (VALUES ('payment:' || r."payment_id", r."amount"), ('provider:' || r."payment_id", -r."amount")) AS line("account", "amount");
