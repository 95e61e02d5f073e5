import { bilingual, compose, type MailContent } from './compose.ts';
import { referralMailTemplatesEn } from './referral-templates-en.ts';

/** Czech e-mails of referral rewards (modules/referrals); their English is in referral-templates-en.ts. */
export const referralMailTemplatesCs = {
  /** to the one who shared the link; `friend` is the referee's first name */
  rewardForReferrer: (friend: string, amount: string, balance: string, url: string): MailContent =>
    compose(
      `Doporučení se vyplatilo: připsali jsme vám ${amount} – Champions`,
      'Dobrý den,',
      [
        `${friend || 'Váš známý'} se zaregistroval(a) přes váš doporučující odkaz a jeho nebo její nákup splnil podmínky doporučení (využitý vstup, nebo členství po 14 dnech na odstoupení). Jako poděkování jsme vám připsali kredit ${amount}.`,
        'Kredit se použije automaticky při příštím nákupu.',
        `Váš kredit je nyní ${balance}.`,
      ],
      { url, label: 'Moje doporučení' },
    ),
  /** to the new customer once their paid purchase stands (the entry used, the membership past withdrawal) */
  rewardForReferee: (amount: string, balance: string, url: string): MailContent =>
    compose(
      `Vítejte v Champions: připsali jsme vám ${amount} – Champions`,
      'Dobrý den,',
      [
        `děkujeme za váš nákup. Protože jste se zaregistrovali přes doporučení, připsali jsme vám kredit ${amount}.`,
        'Kredit se použije automaticky při příštím nákupu.',
        `Váš kredit je nyní ${balance}.`,
      ],
      { url, label: 'Zobrazit kredit' },
    ),
  /** the reward taken back: the purchase was refunded, or the back office revoked the referral */
  rewardTakenBack: (
    amount: string,
    taken: string,
    unrecovered: string | null,
    balance: string,
    revoked: boolean,
  ): MailContent =>
    compose('Odměna za doporučení byla zrušena – Champions', 'Dobrý den,', [
      revoked
        ? `odměnu za doporučení ve výši ${amount} jsme zrušili, protože doporučení nesplnilo podmínky programu.`
        : `nákup, za který jste dostali odměnu za doporučení ve výši ${amount}, byl vrácen, proto odměnu rušíme.`,
      unrecovered
        ? `Z kreditu jsme odebrali ${taken}; zbývajících ${unrecovered} už bylo utraceno a nebudeme je vymáhat.`
        : `Z kreditu jsme odebrali ${taken}.`,
      `Váš kredit je nyní ${balance}.`,
    ]),
};

export const referralMailTemplates = bilingual(referralMailTemplatesCs, referralMailTemplatesEn);
