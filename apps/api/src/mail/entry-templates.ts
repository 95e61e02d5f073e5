import { bilingual, compose, type MailContent, plainName } from './compose.ts';
import { entryMailTemplatesEn } from './entry-templates-en.ts';

/**
 * Czech e-mails about entries: the reminder, the waitlist and the late-cancellation exchange; their
 * English is in entry-templates-en.ts.
 */
export const entryMailTemplatesCs = {
  /** Entries the membership covered that were cancelled because the membership ended before them. */
  coveredCancelled: (entries: { activity: string; when: string }[], url: string): MailContent =>
    compose(
      entries.length === 1 ? 'Zrušili jsme váš vstup – Champions' : 'Zrušili jsme vaše vstupy – Champions',
      'Dobrý den,',
      [
        entries.length === 1
          ? 'vaše členství Championship skončilo, a proto už nekryje tento vstup, který jsme zrušili:'
          : 'vaše členství Championship skončilo, a proto už nekryje tyto vstupy, které jsme zrušili:',
        ...entries.map((entry) => `${plainName(entry.activity)}, ${entry.when}`),
        'Místo si můžete znovu rezervovat a zaplatit jednotlivě, nebo si členství znovu objednat.',
      ],
      { url, label: 'Zobrazit vstupy' },
    ),
  reminder: (input: {
    activity: string;
    venue: string;
    address: string;
    when: string;
    cardUrl: string;
    calendarUrl: string;
  }): MailContent =>
    compose(
      `Zítra: ${input.activity} – Champions`,
      'Dobrý den,',
      [
        `připomínáme vám zítřejší vstup: ${plainName(input.activity)}, ${input.when}.`,
        `Kde: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        'S sebou: sportovní oblečení a obuv do sálu, ručník, pití a telefon s kartou Champions – na recepci ukážete QR kód.',
        'Přijďte prosím 10 minut předem. Pokud nemůžete, vstup zrušte v historii vstupů – místo dostane někdo jiný.',
        `Termín si můžete uložit do kalendáře: ${input.calendarUrl}`,
      ],
      { url: input.cardUrl, label: 'Otevřít kartu s QR kódem' },
    ),
  waitlistPromoted: (activity: string, when: string, paid: string, url: string): MailContent =>
    compose(
      `Uvolnilo se místo: ${activity} – Champions`,
      'Dobrý den,',
      [
        `uvolnilo se místo na termín ${plainName(activity)}, ${when}, a jako první náhradník jste ho dostali.`,
        paid,
        'Vstup najdete v historii vstupů. Pokud už nemůžete, zrušte ho – místo dostane další náhradník.',
      ],
      { url, label: 'Zobrazit vstup' },
    ),
  waitlistFailed: (activity: string, when: string, reason: string, url: string): MailContent =>
    compose(
      `Místo se nepodařilo zaplatit: ${activity} – Champions`,
      'Dobrý den,',
      [
        `uvolnilo se místo na termín ${plainName(activity)}, ${when}, ale nepodařilo se nám ho pro vás zaplatit: ${reason}`,
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
    when: string;
    url: string;
  }): MailContent =>
    compose(
      `${input.from} vás zve: ${input.activity} – Champions`,
      'Dobrý den,',
      [
        `${plainName(input.from)} pro vás má místo: ${plainName(input.activity)}, ${input.when}.`,
        `Kde: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        'Na odkazu najdete svůj vlastní QR kód, který na recepci ukážete. Účet u Champions nepotřebujete; pokud ho máte, můžete si místo uložit do svého účtu.',
      ],
      { url: input.url, label: 'Otevřít pozvánku s QR kódem' },
    ),
  lateCancelResold: (activity: string, when: string, credit: string, url: string): MailContent =>
    compose(
      `Vaše místo převzal někdo jiný – Champions`,
      'Dobrý den,',
      [
        `místo, které jste pozdě zrušili (${plainName(activity)}, ${when}), převzal jiný zákazník.`,
        `Vrátili jsme vám ${credit} jako kredit, který můžete použít na další vstupy.`,
      ],
      { url, label: 'Zobrazit historii vstupů' },
    ),
  /** The back office voided a scan: the entry is cancelled and, when it cost anything, its price returns as credit. */
  entryVoided: (input: {
    activity: string;
    venue: string;
    when: string;
    reason: string;
    credit: string | null;
    balance: string | null;
    /** a membership covered the entry (nothing was paid for it) */
    covered: boolean;
    url: string;
  }): MailContent =>
    compose(
      'Zrušili jsme váš vstup – Champions',
      'Dobrý den,',
      [
        `vstup ${plainName(input.activity)} (${plainName(input.venue)}, načtený ${input.when}) jsme zrušili.`,
        `Důvod: ${input.reason}`,
        input.credit && input.balance
          ? `Vrátili jsme vám ${input.credit} jako kredit na váš účet Champions (ne na platební kartu). Kredit se použije automaticky při příštím nákupu; nyní máte ${input.balance}.`
          : input.covered
            ? 'Vstup kryl váš Championship, proto se nic nevrací; vstup na tento den můžete znovu využít.'
            : 'Cenu tohoto vstupu jsme vám už vrátili dříve, proto se nic dalšího nevrací.',
      ],
      { url: input.url, label: 'Zobrazit kredit' },
    ),
};

export const entryMailTemplates = bilingual(entryMailTemplatesCs, entryMailTemplatesEn);
