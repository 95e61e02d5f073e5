import { bilingual, compose, composeEn, type MailContent } from './compose.ts';

/** The Czech texts of a partner's webhooks: the delivery log's errors, the answers and the e-mail. */
export const WEBHOOK_TEXTS = {
  timedOut: 'Server neodpověděl do 10 sekund.',
  unreachable: (error: string) => `Nepodařilo se spojit: ${error}`,
  endpointDisabled: 'Webhook je vypnutý.',
  testEvent: 'Testovací událost z Champions: váš webhook funguje.',
  deleted: 'Webhook byl smazán.',
};

/** The partner's e-mail when an endpoint that failed for 3 days is switched off. */
const webhookDisabledCs = (url: string, settingsUrl: string): MailContent =>
  compose(
    'Webhook jsme vypnuli',
    'Webhook jsme vypnuli',
    [
      `Na adresu ${url} se nám už 3 dny nedaří doručit žádnou událost, a tak jsme ji vypnuli.`,
      'Jakmile bude váš server znovu odpovídat, webhook v nastavení zapněte a nedoručené události pošlete znovu.',
    ],
    { url: settingsUrl, label: 'Otevřít nastavení webhooků' },
  );

/** The same e-mail in English. */
const webhookDisabledEn = (url: string, settingsUrl: string): MailContent =>
  composeEn(
    'We have switched off a webhook',
    'We have switched off a webhook',
    [
      `For 3 days we have not managed to deliver any event to ${url}, so we have switched it off.`,
      'As soon as your server answers again, switch the webhook on in the settings and send the undelivered events again.',
    ],
    { url: settingsUrl, label: 'Open the webhook settings' },
  );

const webhookMails = bilingual({ disabled: webhookDisabledCs }, { disabled: webhookDisabledEn });
export const webhookDisabledMail = webhookMails.disabled;
