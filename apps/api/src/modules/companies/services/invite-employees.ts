import { createHash, randomBytes } from 'node:crypto';
import type { InviteEmployeesRequest, InviteEmployeesResponse } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { companyMail } from '../../../mail/company-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { insertSeat, liveSeatEmails, selectArea, selectCompany } from '../repository.ts';
import { seatPrice } from './seat-price.ts';

export const hashSeatToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invites employees: one seat per new e-mail (an address with a live seat in this company is reported,
 * not invited twice) and an e-mail with the invitation link. Seats and their e-mails are written in
 * one transaction: all or nothing.
 */
export async function inviteEmployees(
  { db, mailer, config, now }: UseCaseContext,
  account: Account,
  input: InviteEmployeesRequest,
): Promise<InviteEmployeesResponse> {
  const companyId = account.id;
  const publicUrl = config.PUBLIC_URL;
  const company = await selectCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  if (input.areaId && !(await selectArea(db, input.areaId)))
    throw new AppError('SUBSCRIPTION_AREA_NOT_FOUND');
  const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
  const price = await seatPrice(db, { areaId: input.areaId, contribution: input.contribution }, now);
  const share = price.employee > 0 ? price.employee : null;
  const companyName = company.companyName || company.name;
  return db.transaction(async (tx) => {
    const taken = await liveSeatEmails(tx, companyId, emails);
    const invited: string[] = [];
    for (const email of emails) {
      if (taken.has(email)) continue;
      const token = randomBytes(32).toString('base64url');
      const seat = await insertSeat(tx, {
        companyId,
        email,
        areaId: input.areaId,
        contribution: input.contribution,
        inviteTokenHash: hashSeatToken(token),
        invitedAt: now,
      });
      if (!seat) continue;
      const url = `${publicUrl}${PAGES.user.companyInvitation}?token=${encodeURIComponent(token)}`;
      await mailer.send(
        email,
        'company_invitation',
        companyMail.invitation(companyName, price.areaName, share, url),
        tx,
      );
      invited.push(email);
    }
    return { invited, alreadyInvited: emails.filter((email) => taken.has(email)) };
  });
}
