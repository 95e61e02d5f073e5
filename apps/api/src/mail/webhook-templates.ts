import { compose, type MailContent } from './templates.ts';

/** The Czech texts of a partner's webhooks: the delivery log's errors, the answers and the e-mail. */
export const WEBHOOK_TEXTS = {
  timedOut: 'Server neodpověděl do 10 sekund.',
  unreachable: (error: string) => `Nepodařilo se spojit: ${error}`,
  endpointDisabled: 'Webhook je vypnutý.',
  testEvent: 'Testovací událost z Champions: váš webhook funguje.',
  deleted: 'Webhook byl smazán.',
};

/** The partner's e-mail when an endpoint that failed for 3 days is switched off. */
export const webhookDisabledMail = (url: string, settingsUrl: string): MailContent =>
  compose(
    'Webhook jsme vypnuli',
    'Webhook jsme vypnuli',
    [
      `Na adresu ${url} se nám už 3 dny nedaří doručit žádnou událost, a tak jsme ji vypnuli.`,
      'Jakmile bude váš server znovu odpovídat, webhook v nastavení zapněte a nedoručené události pošlete znovu.',
    ],
    { url: settingsUrl, label: 'Otevřít nastavení webhooků' },
  );
