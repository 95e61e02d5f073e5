import { formatMoney, formatPragueDateTime } from '@champions/domain';
import { WAITLIST_MESSAGES } from '../shared/messages.ts';
import { bilingual, compose, type MailContent, plainName } from './compose.ts';
import type { WaitlistFailure, WaitlistPayment } from './entry-facts.ts';
import { entryMailTemplatesEn } from './entry-templates-en.ts';

const when = (date: Date) => formatPragueDateTime(date, 'cs');
const money = (minor: number) => formatMoney(minor, 'cs');

const paidLine = (paid: WaitlistPayment) =>
  paid.by === 'membership'
    ? WAITLIST_MESSAGES.PAID_BY_MEMBERSHIP
    : paid.by === 'credits'
      ? WAITLIST_MESSAGES.paidByCredits(money(paid.price))
      : WAITLIST_MESSAGES.paidByCard(money(paid.price));

/**
 * Czech e-mails about entries: the reminder, the waitlist and the late-cancellation exchange; their
 * English is in entry-templates-en.ts.
 */
export const entryMailTemplatesCs = {
  /** Entries the membership covered that were cancelled because the membership ended before them. */
  coveredCancelled: (entries: { activity: string; when: Date }[], url: string): MailContent =>
    compose(
      entries.length === 1 ? 'Zrušili jsme váš vstup – Champions' : 'Zrušili jsme vaše vstupy – Champions',
      'Dobrý den,',
      [
        entries.length === 1
          ? 'vaše členství Championship skončilo, a proto už nekryje tento vstup, který jsme zrušili:'
          : 'vaše členství Championship skončilo, a proto už nekryje tyto vstupy, které jsme zrušili:',
        ...entries.map((entry) => `${plainName(entry.activity)}, ${when(entry.when)}`),
        'Místo si můžete znovu rezervovat a zaplatit jednotlivě, nebo si členství znovu objednat.',
      ],
      { url, label: 'Zobrazit vstupy' },
    ),
  reminder: (input: {
    activity: string;
    venue: string;
    address: string;
    when: Date;
    cardUrl: string;
    calendarUrl: string;
  }): MailContent =>
    compose(
      `Zítra: ${input.activity} – Champions`,
      'Dobrý den,',
      [
        `připomínáme vám zítřejší vstup: ${plainName(input.activity)}, ${when(input.when)}.`,
        `Kde: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        'S sebou: sportovní oblečení a obuv do sálu, ručník, pití a telefon s kartou Champions – na recepci ukážete QR kód.',
        'Přijďte prosím 10 minut předem. Pokud nemůžete, vstup zrušte v historii vstupů – místo dostane někdo jiný.',
        `Termín si můžete uložit do kalendáře: ${input.calendarUrl}`,
      ],
      { url: input.cardUrl, label: 'Otevřít kartu s QR kódem' },
    ),
  waitlistPromoted: (activity: string, at: Date, paid: WaitlistPayment, url: string): MailContent =>
    compose(
      `Uvolnilo se místo: ${activity} – Champions`,
      'Dobrý den,',
      [
        `uvolnilo se místo na termín ${plainName(activity)}, ${when(at)}, a jako první náhradník jste ho dostali.`,
        paidLine(paid),
        'Vstup najdete v historii vstupů. Pokud už nemůžete, zrušte ho – místo dostane další náhradník.',
      ],
      { url, label: 'Zobrazit vstup' },
    ),
  waitlistFailed: (activity: string, at: Date, reason: WaitlistFailure, url: string): MailContent =>
    compose(
      `Místo se nepodařilo zaplatit: ${activity} – Champions`,
      'Dobrý den,',
      [
        `uvolnilo se místo na termín ${plainName(activity)}, ${when(at)}, ale nepodařilo se nám ho pro vás zaplatit: ${WAITLIST_MESSAGES.failures[reason]}`,
        'Místo proto dostal další náhradník. Pokud je termín ještě volný, můžete si vstup koupit sami.',
      ],
      { url, label: 'Zobrazit aktivitu' },
    ),
  /** "A friend along": the buyer sends one of their places to a friend, who needs no account. */
  friendPlace: (input: {
    from: string;
    activity: string;
    venue: string;
    address: string;
    when: Date | null;
    url: string;
  }): MailContent =>
    compose(
      `${input.from} vás zve: ${input.activity} – Champions`,
      'Dobrý den,',
      [
        `${plainName(input.from)} pro vás má místo: ${plainName(input.activity)}${input.when ? `, ${when(input.when)}` : ''}.`,
        `Kde: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        'Na odkazu najdete svůj vlastní QR kód, který na recepci ukážete. Účet u Champions nepotřebujete; pokud ho máte, můžete si místo uložit do svého účtu.',
      ],
      { url: input.url, label: 'Otevřít pozvánku s QR kódem' },
    ),
  lateCancelResold: (activity: string, at: Date, credit: number, url: string): MailContent =>
    compose(
      `Vaše místo převzal někdo jiný – Champions`,
      'Dobrý den,',
      [
        `místo, které jste pozdě zrušili (${plainName(activity)}, ${when(at)}), převzal jiný zákazník.`,
        `Vrátili jsme vám ${money(credit)} jako kredit, který můžete použít na další vstupy.`,
      ],
      { url, label: 'Zobrazit historii vstupů' },
    ),
  /** The back office voided a scan: the entry is cancelled and, when it cost anything, its price returns as credit. */
  entryVoided: (input: {
    activity: string;
    venue: string;
    when: Date;
    reason: string;
    /** the credit returned and the balance after it, in haléře */
    credit: number | null;
    balance: number | null;
    /** a membership covered the entry (nothing was paid for it) */
    covered: boolean;
    url: string;
  }): MailContent =>
    compose(
      'Zrušili jsme váš vstup – Champions',
      'Dobrý den,',
      [
        `vstup ${plainName(input.activity)} (${plainName(input.venue)}, načtený ${when(input.when)}) jsme zrušili.`,
        `Důvod: ${input.reason}`,
        input.credit !== null && input.balance !== null
          ? `Vrátili jsme vám ${money(input.credit)} jako kredit na váš účet Champions (ne na platební kartu). Kredit se použije automaticky při příštím nákupu; nyní máte ${money(input.balance)}.`
          : input.covered
            ? 'Vstup kryl váš Championship, proto se nic nevrací; vstup na tento den můžete znovu využít.'
            : 'Cenu tohoto vstupu jsme vám už vrátili dříve, proto se nic dalšího nevrací.',
      ],
      { url: input.url, label: 'Zobrazit kredit' },
    ),
};

export const entryMailTemplates = bilingual(entryMailTemplatesCs, entryMailTemplatesEn);
