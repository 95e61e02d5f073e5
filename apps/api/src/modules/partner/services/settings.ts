import { randomBytes } from 'node:crypto';
import type { PartnerSettings, partnerSettingsInput, supportRequest } from '@champions/contract';
import { PAGES, REFERRAL_QUERY_PARAM } from '@champions/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import { type Account, countReferredAccounts } from '../../auth/index.ts';
import {
  activitiesWithTrainer,
  findOwnReferralCode,
  findSettings,
  insertReferralCode,
  insertSupportRequest,
  referralStats,
  saveSettings,
  selectTrainers,
} from '../settings-repository.ts';

/** The partner's company details and payout settings (empty until saved); `complete` when payouts can run. */
export async function readSettings(db: Executor, adminId: string): Promise<PartnerSettings> {
  const row = await findSettings(db, adminId);
  const value = {
    companyName: row?.companyName ?? '',
    ico: row?.ico ?? '',
    dic: row?.dic ?? null,
    address: row?.address ?? '',
    bankAccount: row?.bankAccount ?? '',
    contactEmail: row?.contactEmail ?? null,
    contactPhone: row?.contactPhone ?? null,
    payoutFrequency: row?.payoutFrequency ?? ('monthly' as const),
  };
  return {
    ...value,
    complete: Boolean(value.companyName && value.ico && value.bankAccount && value.address),
  };
}

export async function updateSettings(
  db: Database,
  adminId: string,
  input: z.output<typeof partnerSettingsInput>,
  now: Date,
) {
  await saveSettings(db, adminId, { ...input, updatedAt: now });
  return readSettings(db, adminId);
}

/** A support request to the back office, with the partner's contact details. */
export async function askForSupport(db: Executor, admin: Account, input: z.output<typeof supportRequest>) {
  const settings = await readSettings(db, admin.id);
  await insertSupportRequest(db, {
    kind: 'support',
    name: admin.name || admin.email,
    email: settings.contactEmail ?? admin.email,
    phone: settings.contactPhone ?? admin.phone,
    company: settings.companyName || admin.companyName,
    message: `${input.subject}\n\n${input.message}`,
  });
  return { message: PARTNER_TEXTS.supportReceived };
}

/** Trainers of the partner, and trainers who lead the partner's activities, with those activities. */
export async function listTrainers(db: Executor, adminId: string) {
  const led = await activitiesWithTrainer(db, adminId);
  const trainers = await selectTrainers(db, adminId, [...new Set(led.map((row) => row.trainerId!))]);
  return {
    trainers: trainers.map((trainer) => ({
      ...trainer,
      activities: led
        .filter((row) => row.trainerId === trainer.id)
        .map(({ id, name, venueName }) => ({ id, name, venueName })),
    })),
  };
}

/** The partner's referral code (made on first use), its link and whom it brought. */
export async function referralOf(db: Executor, adminId: string, publicUrl: string) {
  const code =
    (await findOwnReferralCode(db, adminId)) ??
    (await insertReferralCode(db, adminId, `P${randomBytes(4).toString('hex').toUpperCase()}`));
  const [stats, registered] = await Promise.all([
    referralStats(db, adminId),
    countReferredAccounts(db, adminId),
  ]);
  return {
    code,
    url: `${publicUrl}${PAGES.admin.register}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`,
    // accounts registered through the link, and older referrals recorded in the referrals table
    referredCount: registered + stats.referredCount,
    rewardTotal: stats.rewardTotal,
  };
}
