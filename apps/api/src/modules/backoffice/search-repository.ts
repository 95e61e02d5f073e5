import type { BackofficeSearchKind } from '@champions/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The back office's one search box: customers, partners (name, e-mail, company, IČO), venues and
 * activities by words (lower case, unaccented, each word anywhere: the trigram indexes of the columns
 * answer it, migrations 0001, 0018 and 0023), tickets and payments by their id or its first 8 or more
 * characters (the code printed for them), payments by the provider's id, receipts by their number.
 */

export interface SearchRow {
  kind: BackofficeSearchKind;
  id: string;
  label: string;
  detail: string;
  amount: number | null;
  at: Date | string | null;
  targetId: string;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** every word inside the (lower-cased, unaccented) text */
function allWords(text: SQL, words: string[]): SQL {
  const parts = words.map(
    (word) => sql`lower(f_unaccent(${text})) like lower(f_unaccent(${`%${escapeLike(word)}%`}))`,
  );
  return sql.join(parts, sql` and `);
}

/** A hex prefix of a uuid (dashes left out, 8 to 32 characters) as the range of ids starting with it. */
export function idRange(q: string): { low: string; high: string } | null {
  const hex = q.toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{8,32}$/.test(hex)) return null;
  const asUuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { low: asUuid(hex.padEnd(32, '0')), high: asUuid(hex.padEnd(32, 'f')) };
}

/** A receipt number as typed ('2026-17', '2026-000017', '2026000017'), written the way it is issued. */
export function receiptNumber(q: string): string | null {
  const match = /^(\d{4})[-/ ]?(\d{1,6})$/.exec(q.trim());
  return match ? `${match[1]}-${match[2]!.padStart(6, '0')}` : null;
}

/** One page of hits of every kind: exact matches first, then by kind and label. */
export async function searchEverything(
  db: Executor,
  q: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  const exact = q.toLowerCase();
  const range = idRange(q);
  const receipt = receiptNumber(q);
  const accountText = sql`a.name || ' ' || a.email`;
  const parts: SQL[] = [
    sql`select 'user' as kind, a.id::text as id, coalesce(nullif(a.name, ''), a.email) as label,
        a.email as detail, null::bigint as amount, a.created_at as at, a.id as target_id,
        case when lower(a.email) = ${exact} then 0 else 1 end as exact, 1 as kind_order
      from accounts a
      where a.role = 'user' and a.deleted_at is null and ${allWords(accountText, words)}`,
    sql`select 'partner', a.id::text, coalesce(nullif(ps.company_name, ''), nullif(a.name, ''), a.email),
        concat_ws(' · ', a.email, nullif(ps.ico, '')), null::bigint, a.created_at, a.id,
        case when lower(a.email) = ${exact} or ps.ico = ${q} then 0 else 1 end, 2
      from accounts a left join partner_settings ps on ps.admin_id = a.id
      where a.role = 'admin' and a.deleted_at is null
        and (${allWords(accountText, words)}
          or (ps.admin_id is not null and ${allWords(sql`ps.company_name || ' ' || ps.ico`, words)}))`,
    sql`select 'venue', v.id::text, v.name, concat_ws(', ', nullif(v.street, ''), nullif(v.city, '')),
        null::bigint, v.created_at, v.id, case when lower(v.name) = ${exact} then 0 else 1 end, 3
      from venues v where ${allWords(sql`v.name`, words)}`,
    sql`select 'activity', ac.id::text, ac.name, v.name, null::bigint, ac.created_at, ac.id,
        case when lower(ac.name) = ${exact} then 0 else 1 end, 4
      from activities ac join venues v on v.id = ac.venue_id
      where ${allWords(sql`ac.name`, words)}`,
  ];
  if (range)
    parts.push(
      sql`select 'ticket', t.id::text, ac.name, u.email, t.price::bigint, t.created_at, t.user_id, 0, 5
        from tickets t join accounts u on u.id = t.user_id join activities ac on ac.id = t.activity_id
        where t.id between ${range.low}::uuid and ${range.high}::uuid`,
      sql`select 'payment', p.id::text, p.description, u.email, p.amount::bigint, p.created_at, p.user_id, 0, 6
        from payments p join accounts u on u.id = p.user_id
        where p.id between ${range.low}::uuid and ${range.high}::uuid`,
    );
  if (/^(pi|ch)_[A-Za-z0-9_]+$/.test(q))
    parts.push(
      sql`select 'payment', p.id::text, p.description, u.email, p.amount::bigint, p.created_at, p.user_id, 0, 6
        from payments p join accounts u on u.id = p.user_id
        where p.provider_intent_id = ${q}`,
    );
  if (/\d{4}/.test(q) && /^[\d\-/ ]+$/.test(q))
    parts.push(
      sql`select 'receipt', r.number, r.number, u.email, p.amount::bigint, r.issued_at, p.user_id,
          case when r.number = ${receipt ?? q} then 0 else 1 end, 7
        from receipts r join payments p on p.id = r.payment_id join accounts u on u.id = p.user_id
        where r.number = ${receipt ?? q} or r.number like ${`%${escapeLike(q.replace(/[/ ]/g, '-'))}%`}`,
    );
  const hits = sql.join(parts, sql` union all `);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select kind, id, label, detail, amount::float8 as amount, at, target_id as "targetId"
      from (${hits}) hits
      order by exact, kind_order, lower(label), id
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as total from (${hits}) hits`),
  ]);
  return {
    rows: rows.rows as unknown as SearchRow[],
    total: Number((counted.rows[0] as { total?: number } | undefined)?.total ?? 0),
  };
}
