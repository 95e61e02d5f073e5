-- The partner's side of the books on a database that already holds it (docs/business-rules.md, "The books"):
-- every entry's earning owed to its venue's partner as a scan posts it now (entries/services/admit-ticket.ts),
-- its reversal where the back office voided the entry or its line on a payout, and every paid payout.
WITH earned AS (
  SELECT e."id", v."admin_id", e."scanned_at", e."partner_earning" + coalesce(e."voided_earning", 0) AS "amount"
  FROM "entries" e JOIN "venues" v ON v."id" = e."venue_id"
  WHERE v."admin_id" IS NOT NULL AND e."partner_earning" + coalesce(e."voided_earning", 0) > 0
), posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'earning:' || "id", 'partner_earning', "scanned_at" FROM earned
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference", "created_at"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", posted."created_at"
FROM posted
JOIN earned ON 'earning:' || earned."id" = posted."reference"
CROSS JOIN LATERAL (VALUES ('partner_earnings', earned."amount"), ('partner_payable:' || earned."admin_id", -earned."amount")) AS line("account", "amount");--> statement-breakpoint
WITH taken_back AS (
  SELECT e."id", v."admin_id", e."partner_earning" + coalesce(e."voided_earning", 0) AS "amount",
    CASE WHEN e."voided_at" IS NOT NULL THEN 'partner_earning_void' ELSE 'payout_entry_void' END AS "event",
    coalesce(e."voided_at", pe."voided_at") AS "at"
  FROM "entries" e JOIN "venues" v ON v."id" = e."venue_id"
  LEFT JOIN "payout_entries" pe ON pe."entry_id" = e."id" AND pe."voided_at" IS NOT NULL
  WHERE v."admin_id" IS NOT NULL AND e."partner_earning" + coalesce(e."voided_earning", 0) > 0
    AND (e."voided_at" IS NOT NULL OR pe."entry_id" IS NOT NULL)
), posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'earning-void:' || "id", "event", "at" FROM taken_back
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference", "created_at"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", posted."created_at"
FROM posted
JOIN taken_back ON 'earning-void:' || taken_back."id" = posted."reference"
CROSS JOIN LATERAL (VALUES ('partner_payable:' || taken_back."admin_id", taken_back."amount"), ('partner_earnings', -taken_back."amount")) AS line("account", "amount");--> statement-breakpoint
WITH posted AS (
  INSERT INTO "journal_entries" ("reference", "event", "created_at")
  SELECT 'payout:' || "id", 'payout_paid', coalesce("paid_at", "created_at") FROM "payouts"
  WHERE "status" = 'paid' AND "gross" > 0
  ON CONFLICT ("reference") DO NOTHING
  RETURNING "id", "reference", "created_at"
)
INSERT INTO "journal_lines" ("entry_id", "account", "amount", "created_at")
SELECT posted."id", line."account", line."amount", posted."created_at"
FROM posted
JOIN "payouts" p ON 'payout:' || p."id" = posted."reference"
CROSS JOIN LATERAL (VALUES ('partner_payable:' || p."admin_id", p."gross"), ('payouts_sent', -p."amount"), ('platform_revenue', -p."commission")) AS line("account", "amount")
WHERE line."amount" <> 0;
