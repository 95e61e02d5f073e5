import { formatCzk } from '@champions/domain';
import { bilingual, type MailContent } from './compose.ts';
import { type PlanLabel, planLabel } from './plan-label.ts';
import type { RenewalFailure } from './subscription-facts.ts';
import { subscriptionMailEn } from './subscription-mails-en.ts';

/** Czech e-mails of the subscription lifecycle; their English is in subscription-mails-en.ts. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('cs-CZ', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(date);
export const czDate = (date: Date) =>
  new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(date);

function compose(subject: string, paragraphs: string[], link: { url: string; label: string }): MailContent {
  const text = ['Dobrý den,', '', ...paragraphs, '', `${link.label}: ${link.url}`, '', 'Tým Champions'].join(
    '\n',
  );
  const html = `<!doctype html><html lang="cs"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">Dobrý den,</h1>${paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join(
      '',
    )}<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p><p style="margin-top:32px;font-size:13px;color:#555">Tým Champions</p></body></html>`;
  return { subject, text, html };
}

/** the reason of a failed renewal, in brackets: "… se nepodařilo provést (chybí platební karta)." */
const RENEWAL_FAILURES: Record<RenewalFailure, string> = {
  no_card: 'chybí platební karta',
  declined: 'karta byla zamítnuta',
  insufficient_funds: 'na kartě není dostatek prostředků',
  expired_card: 'platnost karty vypršela',
  not_done: 'platbu nebylo možné dokončit',
};

const plan = (label: PlanLabel) => planLabel(label, 'cs');

export const subscriptionMailCs = {
  paymentFailed: (input: {
    plan: PlanLabel;
    amount: number;
    retryAt: Date | null;
    reason: RenewalFailure;
    url: string;
  }) =>
    compose(
      'Platba za předplatné se nezdařila – Champions',
      [
        `platbu ${formatCzk(input.amount)} za další období předplatného ${plan(input.plan)} se nepodařilo provést (${RENEWAL_FAILURES[input.reason]}).`,
        input.retryAt
          ? `Platbu zkusíme znovu ${dateTime(input.retryAt)}. Do té doby vaše předplatné platí. Zkontrolujte prosím platební kartu nebo přidejte novou.`
          : 'Platbu se nepodařilo provést ani opakovaně, a proto jsme předplatné ukončili. Znovu si jej můžete kdykoli objednat.',
      ],
      { url: input.url, label: 'Spravovat předplatné' },
    ),
  yearEndReminder: (input: { plan: PlanLabel; endsAt: Date; flexiblePrice: number; url: string }) =>
    compose(
      'Váš roční Championship brzy končí – Champions',
      [
        `vaše roční předplatné ${plan(input.plan)} končí ${czDate(input.endsAt)}.`,
        `Pokud jej neprodloužíte, převedeme jej automaticky na flexibilní předplatné za ${formatCzk(input.flexiblePrice)} za 4 týdny, které můžete zrušit ke konci kteréhokoli období.`,
      ],
      { url: input.url, label: 'Prodloužit předplatné' },
    ),
  withdrawn: (input: { plan: PlanLabel; at: Date; refund: number; charged: number; url: string }) =>
    compose(
      'Potvrzení odstoupení od smlouvy – Champions',
      [
        `potvrzujeme, že jsme ${dateTime(input.at)} přijali vaše odstoupení od smlouvy o předplatném ${plan(input.plan)} (§ 1829 občanského zákoníku).`,
        input.charged > 0
          ? `Za již poskytnutou službu (uplynulé dny, nebo využité vstupy, jsou-li dražší) si účtujeme ${formatCzk(input.charged)} (§ 1834). Vracíme vám ${formatCzk(input.refund)}.`
          : `Vracíme vám ${formatCzk(input.refund)}.`,
        'Peníze vrátíme stejným způsobem, jakým jste platili, nejpozději do 14 dnů.',
      ],
      { url: input.url, label: 'Můj účet' },
    ),
};

export const subscriptionMail = bilingual(subscriptionMailCs, subscriptionMailEn);
