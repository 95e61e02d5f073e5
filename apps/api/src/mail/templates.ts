import { formatMoney, formatPragueDateTime } from '@champions/domain';
import { bilingual, compose, type MailContent, plainName } from './compose.ts';
import { mailTemplatesEn } from './templates-en.ts';

const money = (minor: number) => formatMoney(minor, 'cs');
/** a time slot's start with its weekday: "pátek 4. 12. 2026 18:00" */
const slotTime = (date: Date) => formatPragueDateTime(date, 'cs', { weekday: true });

export {
  type BilingualMail,
  bilingual,
  compose,
  composeEn,
  type MailContent,
  plainName,
} from './compose.ts';

/** Czech e-mail texts of accounts and customers; their English is in templates-en.ts. */
export const mailTemplatesCs = {
  /** The back office's reply to a request: the superadmin's own subject and text, paragraphs kept. */
  requestReply: (subject: string, body: string): MailContent =>
    compose(
      `${subject.replace(/[\r\n]+/g, ' ')} – Champions`,
      'Dobrý den,',
      body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  /** amount and balance in haléře */
  creditAdjusted: (
    granted: boolean,
    amount: number,
    balance: number,
    reason: string,
    url: string,
  ): MailContent =>
    compose(
      granted
        ? `Připsali jsme vám kredit ${money(amount)} – Champions`
        : `Upravili jsme váš kredit – Champions`,
      'Dobrý den,',
      [
        granted
          ? `na váš účet Champions jsme připsali kredit ${money(amount)}. Použije se automaticky při příštím nákupu.`
          : `z vašeho účtu Champions jsme odebrali kredit ${money(amount)}.`,
        `Důvod: ${reason}`,
        `Váš kredit je nyní ${money(balance)}.`,
      ],
      { url, label: 'Zobrazit kredit' },
    ),
  verifyEmail: (name: string, url: string): MailContent =>
    compose(
      'Potvrďte svůj e-mail – Champions',
      `Dobrý den, ${plainName(name)}`,
      [
        'děkujeme za registraci v Champions. Pro dokončení registrace potvrďte prosím svůj e-mail.',
        'Odkaz platí 24 hodin a lze jej použít jen jednou.',
      ],
      { url, label: 'Potvrdit e-mail' },
    ),
  alreadyRegistered: (url: string): MailContent =>
    compose(
      'Pokus o registraci – Champions',
      'Dobrý den,',
      [
        'někdo se právě pokusil zaregistrovat s vaší e-mailovou adresou, ke které už účet máte.',
        'Pokud jste to byli vy, stačí se přihlásit. Zapomenuté heslo si můžete obnovit na přihlašovací stránce.',
        'Pokud jste to nebyli vy, tento e-mail můžete ignorovat.',
      ],
      { url, label: 'Přihlásit se' },
    ),
  resetPassword: (url: string): MailContent =>
    compose(
      'Obnovení hesla – Champions',
      'Dobrý den,',
      [
        'požádali jste o obnovení hesla k účtu Champions. Nové heslo nastavíte přes odkaz níže.',
        'Odkaz platí 1 hodinu a lze jej použít jen jednou. Pokud jste o obnovení nežádali, e-mail ignorujte – vaše heslo zůstává beze změny.',
      ],
      { url, label: 'Nastavit nové heslo' },
    ),
  /** The partner's name is their own text: plain text, never a link (see plainName). */
  staffInvitation: (partnerName: string, url: string): MailContent =>
    compose(
      'Pozvánka do týmu recepce – Champions',
      'Dobrý den,',
      [
        `Partner „${plainName(partnerName)}“ vás zve do svého týmu v Champions. Jako člen recepce budete skenovat vstupy zákazníků.`,
        'Účet si založíte přes odkaz níže. Pozvánka platí 7 dní.',
      ],
      { url, label: 'Přijmout pozvánku' },
    ),
  /** An invitation to an address that already has a reception account: nothing changes, the owner is told. */
  staffInvitationExisting: (partnerName: string, url: string): MailContent =>
    compose(
      'Pozvánka do týmu recepce – Champions',
      'Dobrý den,',
      [
        `Partner „${plainName(partnerName)}“ vás chtěl pozvat do svého týmu v Champions. Účet recepce už ale máte, takže se nic nezměnilo.`,
        'Pokud jste s partnerem domluveni, přihlaste se ke svému účtu. Jinak tento e-mail můžete ignorovat.',
      ],
      { url, label: 'Přihlásit se' },
    ),
  /** Sent to the new address: the change happens only once this link is opened. */
  confirmEmailChange: (name: string, url: string): MailContent =>
    compose(
      'Potvrďte nový e-mail – Champions',
      `Dobrý den, ${plainName(name)}`,
      [
        'požádali jste o změnu e-mailu svého účtu Champions na tuto adresu. Změnu dokončíte přes odkaz níže.',
        'Odkaz platí 24 hodin a lze jej použít jen jednou. Pokud jste o změnu nežádali, e-mail ignorujte.',
      ],
      { url, label: 'Potvrdit nový e-mail' },
    ),
  /** Sent to an address that already has an account, instead of revealing it to whoever typed it. */
  emailChangeToTakenAddress: (url: string): MailContent =>
    compose(
      'Pokus o použití vašeho e-mailu – Champions',
      'Dobrý den,',
      [
        'někdo se právě pokusil změnit e-mail jiného účtu Champions na vaši adresu, ke které už účet máte. Nic se nezměnilo.',
        'Pokud jste to byli vy, přihlaste se ke svému stávajícímu účtu. Pokud ne, tento e-mail můžete ignorovat.',
      ],
      { url, label: 'Přihlásit se' },
    ),
  /** Sent to the old address after a change: one click undoes it and signs every device out. */
  emailChanged: (newEmail: string, url: string): MailContent =>
    compose(
      'E-mail vašeho účtu byl změněn – Champions',
      'Dobrý den,',
      [
        `e-mail vašeho účtu Champions byl právě změněn na ${plainName(newEmail)}. Na tuto adresu už nebudeme posílat zprávy k účtu.`,
        'Pokud jste změnu neprovedli vy, obnovte původní e-mail přes odkaz níže. Tím se odhlásí všechna zařízení a pošleme vám odkaz na nastavení nového hesla.',
        'Odkaz platí 7 dní.',
      ],
      { url, label: 'Obnovit původní e-mail' },
    ),
  /** After a password change or reset: the owner learns of it even when it was not them. */
  passwordChanged: (url: string): MailContent =>
    compose(
      'Heslo bylo změněno – Champions',
      'Dobrý den,',
      [
        'heslo k vašemu účtu Champions bylo právě změněno a ostatní zařízení byla odhlášena.',
        'Pokud jste heslo neměnili vy, obnovte si ho ihned přes „Zapomenuté heslo“ na přihlašovací stránce a kontaktujte nás.',
      ],
      { url, label: 'Přejít na přihlášení' },
    ),
  slotCancelled: (
    activity: string,
    venue: string,
    when: Date,
    /** the price returned as credit, in haléře; null when nothing was paid */
    credit: number | null,
    url: string,
  ): MailContent =>
    compose(
      `Termín zrušen: ${activity} – Champions`,
      'Dobrý den,',
      [
        `${venue} zrušil(a) termín ${activity}, na který jste měli rezervaci: ${slotTime(when)}.`,
        credit
          ? `Zaplacenou částku ${money(credit)} jsme vám vrátili jako kredit. Použije se automaticky při příštím nákupu.`
          : 'Vaše rezervace byla zrušena; nic jste neplatili, takže se nic nevrací.',
        'Omlouváme se za komplikace. Jiný termín si můžete vybrat v aplikaci.',
      ],
      { url, label: 'Vybrat jiný termín' },
    ),
  slotChanged: (activity: string, venue: string, before: Date, after: Date, url: string): MailContent =>
    compose(
      `Změna termínu: ${activity} – Champions`,
      'Dobrý den,',
      [
        `${venue} změnil(a) termín ${activity}, na který máte rezervaci.`,
        `Původně: ${slotTime(before)}. Nově: ${slotTime(after)}.`,
        'Pokud vám nový čas nevyhovuje, ozvěte se prosím přímo provozovateli nebo nám.',
      ],
      { url, label: 'Zobrazit aktivitu' },
    ),
  // trainers: the partner's invitation
  trainerInvitation: (partnerName: string, url: string): MailContent =>
    compose(
      'Pozvánka pro trenéra – Champions',
      'Dobrý den,',
      [
        `Partner „${plainName(partnerName)}“ vás zve jako trenéra do Champions. Uvidíte své lekce, kdo je má rezervované, a zapíšete docházku.`,
        'Účet si založíte přes odkaz níže, kde si nastavíte heslo. Pozvánka platí 7 dní.',
      ],
      { url, label: 'Přijmout pozvánku' },
    ),
  /** An invitation to an address that already has a trainer account: nothing changes, the owner is told. */
  trainerInvitationExisting: (partnerName: string, url: string): MailContent =>
    compose(
      'Pozvánka pro trenéra – Champions',
      'Dobrý den,',
      [
        `Partner „${plainName(partnerName)}“ vás chtěl pozvat jako trenéra do Champions. Účet trenéra už ale máte, takže se nic nezměnilo.`,
        'Pokud jste s partnerem domluveni, přihlaste se ke svému účtu. Jinak tento e-mail můžete ignorovat.',
      ],
      { url, label: 'Přihlásit se' },
    ),
};

export const mailTemplates = bilingual(mailTemplatesCs, mailTemplatesEn);
