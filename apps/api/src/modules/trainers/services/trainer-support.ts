import type { SupportRequest } from '@champions/contract';
import { trainerTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, partnerDisplayName } from '../../auth/index.ts';
import { insertSupportRequest } from '../../partner/index.ts';

/** A trainer's message to the back office: a `support` request in the requests inbox. */
export async function trainerSupport(
  { db, language }: UseCaseContext,
  trainer: Account,
  input: SupportRequest,
) {
  await insertSupportRequest(db, {
    kind: 'support',
    name: trainer.name || trainer.email,
    email: trainer.email,
    phone: trainer.phone,
    company: trainer.adminId ? await partnerDisplayName(db, trainer.adminId) : null,
    message: `${input.subject}\n\n${input.message}`,
  });
  return { message: trainerTextsIn(language).supportReceived };
}
