import type { Language } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { type PlanLabel, planLabel } from '../../../mail/plan-label.ts';
import type { VoucherFacts } from '../../../mail/voucher-facts.ts';
import { selectAreaName, type VoucherRow } from '../repository.ts';

/** A plan voucher's plan as a value (its type and location), which each language names its way. */
async function planOf(db: Executor, v: VoucherRow): Promise<PlanLabel | null> {
  return v.planType ? { type: v.planType, areaName: await selectAreaName(db, v.areaId) } : null;
}

/** A stored voucher as its mails and PDF are given it (the stored plan_name is the Czech one as sold). */
export async function voucherFacts(db: Executor, v: VoucherRow): Promise<VoucherFacts> {
  return { ...v, plan: await planOf(db, v) };
}

/** A plan voucher's plan named in a language, as the customer's answers show it; null for an amount voucher. */
export async function voucherPlanName(
  db: Executor,
  v: VoucherRow,
  language: Language,
): Promise<string | null> {
  const plan = await planOf(db, v);
  return plan && planLabel(plan, language);
}
