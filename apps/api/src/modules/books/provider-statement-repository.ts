import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Every payment made through `provider` with its intent and what the books hold at `provider:<payment>`. */
export async function selectProviderHoldings(db: Executor, provider: string) {
  const result = await db.execute<{ id: string; intent: string | null; held: string }>(sql`
    select p.id::text as id, p.provider_intent_id as intent,
      coalesce((select sum(l.amount) from journal_lines l where l.account = 'provider:' || p.id::text), 0) as held
    from payments p where p.provider = ${provider}`);
  return result.rows.map((row) => ({ id: row.id, intent: row.intent, held: Number(row.held) }));
}
