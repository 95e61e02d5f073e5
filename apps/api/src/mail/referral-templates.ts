import { formatMoney } from '@champions/domain';
import { bilingual, compose, type MailContent } from './compose.ts';
import { referralMailTemplatesEn } from './referral-templates-en.ts';

const money = (minor: number) => formatMoney(minor, 'cs');

/**
 * Czech e-mails of referral rewards (modules/referrals), amounts in haléře; their English is in
 * referral-templates-en.ts.
 */
export const referralMailTemplatesCs = {
  /** to the one who shared the link; `friend` is the referee's first name */
  rewardForReferrer: (friend: string, amount: number, balance: number, url: string): MailContent =>
    compose(
      `Doporučení se vyplatilo: připsali jsme vám ${money(amount)} – Champions`,
      'Dobrý den,',
      [
        `${friend || 'Váš známý'} se zaregistroval(a) přes váš doporučující odkaz a jeho nebo její nákup splnil podmínky doporučení (využitý vstup, nebo členství po 14 dnech na odstoupení). Jako poděkování jsme vám připsali kredit ${money(amount)}.`,
        'Kredit se použije automaticky při příštím nákupu.',
        `Váš kredit je nyní ${money(balance)}.`,
      ],
      { url, label: 'Moje doporučení' },
    ),
  /** to the new customer once their paid purchase stands (the entry used, the membership past withdrawal) */
  rewardForReferee: (amount: number, balance: number, url: string): MailContent =>
    compose(
      `Vítejte v Champions: připsali jsme vám ${money(amount)} – Champions`,
      'Dobrý den,',
      [
        `děkujeme za váš nákup. Protože jste se zaregistrovali přes doporučení, připsali jsme vám kredit ${money(amount)}.`,
        'Kredit se použije automaticky při příštím nákupu.',
        `Váš kredit je nyní ${money(balance)}.`,
      ],
      { url, label: 'Zobrazit kredit' },
    ),
  /** the reward taken back: the purchase was refunded, or the back office revoked the referral */
  rewardTakenBack: (
    amount: number,
    taken: number,
    unrecovered: number | null,
    balance: number,
    revoked: boolean,
  ): MailContent =>
    compose('Odměna za doporučení byla zrušena – Champions', 'Dobrý den,', [
      revoked
        ? `odměnu za doporučení ve výši ${money(amount)} jsme zrušili, protože doporučení nesplnilo podmínky programu.`
        : `nákup, za který jste dostali odměnu za doporučení ve výši ${money(amount)}, byl vrácen, proto odměnu rušíme.`,
      unrecovered !== null
        ? `Z kreditu jsme odebrali ${money(taken)}; zbývajících ${money(unrecovered)} už bylo utraceno a nebudeme je vymáhat.`
        : `Z kreditu jsme odebrali ${money(taken)}.`,
      `Váš kredit je nyní ${money(balance)}.`,
    ]),
};

export const referralMailTemplates = bilingual(referralMailTemplatesCs, referralMailTemplatesEn);
