import type { supportRequest } from '@champions/contract';
import type { z } from 'zod';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { insertSupportRequest } from '../settings-repository.ts';
import { readSettings } from './read-settings.ts';

/** A support request to the back office, with the partner's contact details. */
export async function askForSupport(
  { db, language }: UseCaseContext,
  admin: Account,
  input: z.output<typeof supportRequest>,
) {
  const settings = await readSettings(db, admin.id);
  await insertSupportRequest(db, {
    kind: 'support',
    name: admin.name || admin.email,
    email: settings.contactEmail ?? admin.email,
    phone: settings.contactPhone ?? admin.phone,
    company: settings.companyName || admin.companyName,
    message: `${input.subject}\n\n${input.message}`,
  });
  return { message: partnerTextsIn(language).supportReceived };
}
