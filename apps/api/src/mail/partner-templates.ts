import { formatCzk, formatPragueDateTime } from '@champions/domain';
import { bilingual, compose, type MailContent, plainName } from './compose.ts';
import { partnerMailTemplatesEn } from './partner-templates-en.ts';

/** Czech e-mails of the back office's partner approval and suspension. */
export const partnerMailTemplatesCs = {
  /** To a new partner the back office approved: the link sets the password of the partner account. */
  partnerInvitation: (name: string, url: string, loginUrl: string): MailContent =>
    compose(
      'Vítejte mezi partnery Champions',
      `Dobrý den, ${plainName(name)},`,
      [
        'vaši žádost o partnerství jsme schválili a založili vám partnerský účet Champions.',
        'Přes odkaz níže si nastavíte heslo. Odkaz platí 7 dní a lze jej použít jen jednou.',
        `Potom se přihlásíte na ${loginUrl} a můžete přidat svá sportoviště a aktivity.`,
      ],
      { url, label: 'Nastavit heslo' },
    ),
  /** To a self-registered partner the back office approved: their venues and activities are public now. */
  partnerApproved: (name: string, adminUrl: string): MailContent =>
    compose(
      'Váš partnerský účet je schválený – Champions',
      `Dobrý den, ${plainName(name)},`,
      [
        'zkontrolovali jsme vaše údaje a partnerský účet Champions jsme schválili.',
        'Vaše zveřejněná sportoviště, aktivity a termíny teď zákazníci najdou v nabídce a mohou si je koupit.',
      ],
      { url: adminUrl, label: 'Otevřít partnerskou sekci' },
    ),
  /** To a self-registered partner whose request the back office rejected, with the reason. */
  partnerRejected: (name: string, reason: string, adminUrl: string): MailContent =>
    compose(
      'Vaši žádost o schválení jsme vrátili – Champions',
      `Dobrý den, ${plainName(name)},`,
      [
        'vaši žádost o schválení partnerského účtu jsme zatím neschválili. Důvod:',
        plainName(reason),
        'Údaje prosím upravte a žádost odešlete znovu. Do schválení vaše nabídka není veřejná.',
      ],
      { url: adminUrl, label: 'Upravit a odeslat znovu' },
    ),
  /** To a new partner organisation the back office created: the link sets the organisation account's password. */
  organisationInvitation: (name: string, organisation: string, url: string, loginUrl: string): MailContent =>
    compose(
      'Vítejte v Champions – účet vaší organizace',
      `Dobrý den, ${plainName(name)},`,
      [
        `založili jsme vám účet partnerské organizace ${plainName(organisation)} v Champions.`,
        'Přes odkaz níže si nastavíte heslo. Odkaz platí 7 dní a lze jej použít jen jednou.',
        `Potom se přihlásíte na ${loginUrl}: uvidíte přehled svých provozoven, jejich vstupy, výdělky a výplaty.`,
      ],
      { url, label: 'Nastavit heslo' },
    ),
  /** To a customer whose account a partner's reception created with a desk sale. */
  walkInWelcome: (input: { name: string; venue: string; url: string; cardUrl: string }): MailContent =>
    compose(
      'Váš účet Champions je připravený',
      input.name ? `Dobrý den, ${plainName(input.name)},` : 'Dobrý den,',
      [
        `na recepci ${plainName(input.venue)} vám s nákupem vstupu založili účet Champions na tento e-mail.`,
        'Přes odkaz níže si nastavíte heslo. Odkaz platí 7 dní a lze jej použít jen jednou.',
        `Potom se přihlásíte na ${input.cardUrl}: najdete tam své vstupy i kartu s QR kódem, se kterou vás recepce pustí dovnitř.`,
      ],
      { url: input.url, label: 'Nastavit heslo' },
    ),
  /** To the customer of a desk sale: the payment link she pays the entry with (on her own phone). */
  walkInPayment: (input: {
    venue: string;
    activity: string;
    when: Date;
    price: number;
    url: string;
    /** the payment link's last minute, "18:30" */
    until: string;
  }): MailContent =>
    compose(
      'Zaplaťte svůj vstup – Champions',
      'Dobrý den,',
      [
        `na recepci ${plainName(input.venue)} pro vás připravili vstup: ${plainName(input.activity)}, ${formatPragueDateTime(input.when, 'cs')}, za ${formatCzk(input.price)}.`,
        `Zaplatíte ho kartou přes odkaz níže, na svém telefonu. Odkaz platí do ${input.until}.`,
        'Pokud jste o vstup nežádali, e-mail prosím ignorujte: bez platby se nic nestane.',
      ],
      { url: input.url, label: 'Zaplatit vstup' },
    ),
  /** To a customer whose entries at a suspended partner were cancelled (and paid ones returned as credits). */
  partnerSuspendedEntries: (input: {
    partner: string;
    entries: { activity: string; when: Date }[];
    refunded: number;
    url: string;
  }): MailContent =>
    compose(
      input.entries.length === 1
        ? 'Zrušili jsme váš vstup – Champions'
        : 'Zrušili jsme vaše vstupy – Champions',
      'Dobrý den,',
      [
        `partner „${plainName(input.partner)}“ je dočasně mimo nabídku Champions, a proto jsme zrušili ${
          input.entries.length === 1 ? 'tento váš vstup' : 'tyto vaše vstupy'
        }:`,
        ...input.entries.map(
          (entry) => `${plainName(entry.activity)}, ${formatPragueDateTime(entry.when, 'cs')}`,
        ),
        input.refunded > 0
          ? `Zaplacenou částku ${formatCzk(input.refunded)} jsme vám vrátili jako kredit. Kredit nepropadá a použije se při další platbě jako první.`
          : 'Vstupy kryté členstvím vás nic nestály, členství tedy můžete dál využívat jinde.',
        'Omlouváme se za komplikace.',
      ],
      { url: input.url, label: 'Zobrazit vstupy' },
    ),
};

export const partnerMailTemplates = bilingual(partnerMailTemplatesCs, partnerMailTemplatesEn);
