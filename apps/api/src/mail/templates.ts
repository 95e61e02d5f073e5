import { escapeHtml } from '../shared/html.ts';

/** Czech e-mail texts. Each template gives a subject, plain text and simple HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function layout(heading: string, paragraphs: string[], link?: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Pokud tlačítko nefunguje, zkopírujte do prohlížeče tento odkaz:<br>${escapeHtml(link.url)}</p>`
    : '';
  return `<!doctype html><html lang="cs"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(heading)}</h1>${body}${button}<p style="margin-top:32px;font-size:13px;color:#555">Tým Champions</p></body></html>`;
}

function plain(heading: string, paragraphs: string[], link?: { url: string }): string {
  return [heading, '', ...paragraphs, ...(link ? ['', link.url] : []), '', 'Tým Champions'].join('\n');
}

export function compose(
  subject: string,
  heading: string,
  paragraphs: string[],
  link?: { url: string; label: string },
) {
  return { subject, text: plain(heading, paragraphs, link), html: layout(heading, paragraphs, link) };
}

export const mailTemplates = {
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
  creditAdjusted: (
    granted: boolean,
    amount: string,
    balance: string,
    reason: string,
    url: string,
  ): MailContent =>
    compose(
      granted ? `Připsali jsme vám kredit ${amount} – Champions` : `Upravili jsme váš kredit – Champions`,
      'Dobrý den,',
      [
        granted
          ? `na váš účet Champions jsme připsali kredit ${amount}. Použije se automaticky při příštím nákupu.`
          : `z vašeho účtu Champions jsme odebrali kredit ${amount}.`,
        `Důvod: ${reason}`,
        `Váš kredit je nyní ${balance}.`,
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
    when: string,
    credit: string | null,
    url: string,
  ): MailContent =>
    compose(
      `Termín zrušen: ${activity} – Champions`,
      'Dobrý den,',
      [
        `${venue} zrušil(a) termín ${activity}, na který jste měli rezervaci: ${when}.`,
        credit
          ? `Zaplacenou částku ${credit} jsme vám vrátili jako kredit. Použije se automaticky při příštím nákupu.`
          : 'Vaše rezervace byla zrušena; nic jste neplatili, takže se nic nevrací.',
        'Omlouváme se za komplikace. Jiný termín si můžete vybrat v aplikaci.',
      ],
      { url, label: 'Vybrat jiný termín' },
    ),
  slotChanged: (activity: string, venue: string, before: string, after: string, url: string): MailContent =>
    compose(
      `Změna termínu: ${activity} – Champions`,
      'Dobrý den,',
      [
        `${venue} změnil(a) termín ${activity}, na který máte rezervaci.`,
        `Původně: ${before}. Nově: ${after}.`,
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

/**
 * A name a person typed, made safe to show in a mail as text: no line breaks, and dots, colons, slashes
 * and at-signs followed by a zero-width space so that mail programs do not turn "www.zlo.cz" into a link.
 */
export function plainName(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/([.:@/])(?=\S)/g, '$1\u200B')
    .slice(0, 200);
}
