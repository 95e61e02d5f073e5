import { type SQL, sql } from 'drizzle-orm';

/**
 * Referral rewards taken back, reconciled with the books (referrals/services/reward-write-off.ts): the
 * part their sides had already spent (kept on the reward as unrecovered) is written off once, for
 * exactly that amount. Answers the reward ids that break it.
 */
export const REFERRAL_WRITE_OFF_INVARIANTS: readonly { name: string; rule: string; query: () => SQL }[] = [
  {
    name: 'referral_write_off_not_posted',
    rule: 'each reward taken back is written off once for the part its sides had spent (its unrecovered amount), and no other reward is',
    query: () => sql`select r.id::text as id from referral_rewards r
      left join journal_entries e on e.reference = 'referral-write-off:' || r.id::text
      left join journal_lines j on j.entry_id = e.id and j.account = 'write_offs'
      group by r.id, r.state, r.referrer_unrecovered, r.referee_unrecovered
      having coalesce(sum(j.amount), 0) <> case when r.state in ('reversed', 'revoked')
        then r.referrer_unrecovered + r.referee_unrecovered else 0 end
      union all
      select substr(e.reference, 20) as id from journal_entries e
      where e.reference like 'referral-write-off:%' and not exists (select 1 from referral_rewards r
        where 'referral-write-off:' || r.id::text = e.reference)`,
  },
];
