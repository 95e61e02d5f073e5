import { SYSTEM_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';

/**
 * Outside production, a server without SMTP keeps its mails in the outbox: this note tells a newcomer
 * where to read the verification link. In production the call does not exist (404) and nothing shows.
 */
export function DevMailboxHint() {
  const mailbox = useQuery({
    queryKey: ['system', 'dev-mailbox'],
    queryFn: ({ signal }) => callApi(SYSTEM_CALLS.devMailbox, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!mailbox.data || mailbox.data.smtp) return null;
  return (
    <p className="field__hint auth__dev-mailbox" data-testid="dev-mailbox-hint">
      {t('auth.devMailboxBefore')}
      <a href={mailbox.data.mailboxPath}>{t('auth.devMailboxLink')}</a>
      {t('auth.devMailboxAfter')}
    </p>
  );
}
