import type { Language } from '@champions/domain';
import { escapeHtml } from '../shared/html.ts';

/** An e-mail in one language. Each template gives a subject, plain text and simple HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * A template's e-mail in both languages: the mailer sends the one of the recipient's
 * language (`accounts.language` of the address, or the language the sender names).
 */
export interface BilingualMail {
  readonly cs: MailContent;
  readonly en: MailContent;
}

/** The words of the layout around every e-mail, in each language. */
const LAYOUT = {
  cs: {
    buttonFallback: 'Pokud tlačítko nefunguje, zkopírujte do prohlížeče tento odkaz:',
    signature: 'Tým Champions',
  },
  en: {
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    signature: 'The Champions team',
  },
} as const satisfies Record<Language, Record<string, string>>;

function layout(
  language: Language,
  heading: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): string {
  const words = LAYOUT[language];
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${words.buttonFallback}<br>${escapeHtml(link.url)}</p>`
    : '';
  return `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(heading)}</h1>${body}${button}<p style="margin-top:32px;font-size:13px;color:#555">${words.signature}</p></body></html>`;
}

function plain(language: Language, heading: string, paragraphs: string[], link?: { url: string }): string {
  const { signature } = LAYOUT[language];
  return [heading, '', ...paragraphs, ...(link ? ['', link.url] : []), '', signature].join('\n');
}

/** An e-mail in a language: the subject, then a heading, paragraphs and an optional button. */
export function composeIn(language: Language) {
  return (subject: string, heading: string, paragraphs: string[], link?: { url: string; label: string }) => ({
    subject,
    text: plain(language, heading, paragraphs, link),
    html: layout(language, heading, paragraphs, link),
  });
}

/** A Czech e-mail. */
export const compose = composeIn('cs');
/** An English e-mail. */
export const composeEn = composeIn('en');

// biome-ignore lint/suspicious/noExplicitAny: the templates take arguments of every shape
type Templates = Record<string, (...args: any[]) => MailContent>;
export type BilingualTemplates<T extends Templates> = {
  readonly [K in keyof T]: (...args: Parameters<T[K]>) => BilingualMail;
};

/**
 * A set of templates in both languages from its Czech and English halves (the English typed as the
 * Czech, so a template without its English fails the typecheck): each call renders both, and the
 * mailer sends the recipient's.
 */
export function bilingual<T extends Templates>(cs: T, en: NoInfer<T>): BilingualTemplates<T> {
  const both: Record<string, (...args: unknown[]) => BilingualMail> = {};
  for (const key of Object.keys(cs)) {
    both[key] = (...args: unknown[]) => ({ cs: cs[key]!(...args), en: en[key]!(...args) });
  }
  return both as BilingualTemplates<T>;
}

export const isBilingual = (content: MailContent | BilingualMail): content is BilingualMail =>
  'cs' in content && 'en' in content;

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
