import type { Language } from '@champions/domain';
import { escapeHtml } from '../../shared/html.ts';
import { DEV_MAILBOX_TEXTS } from '../../shared/messages.ts';
import { DEV_MAILBOX_TEXTS_EN } from '../../shared/messages-en.ts';
import type { MailboxRow } from './repository.ts';

/** The mailbox speaks the language the browser prefers: its words and its dates. */
const TEXTS = { cs: DEV_MAILBOX_TEXTS, en: DEV_MAILBOX_TEXTS_EN } as const;
const dateTimes = {
  cs: new Intl.DateTimeFormat('cs-CZ', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Prague',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Prague',
  }),
};

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 1rem; border-radius: .5rem; }
  a { color: #0b57d0; }
  a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  nav { display: flex; gap: 1rem; align-items: center; margin-top: 1rem; }
  @media (max-width: 40rem) { thead { display: none; } td { display: block; border: 0; padding: .125rem 0; } tr { display: block; padding: .5rem 0; border-bottom: 1px solid #ccc; } }
`;

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Plain text with its web addresses made into links (the verification and reset links). */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The mail's attachments as download links (rendered when downloaded, like at delivery). */
function attachmentLinks(mail: MailboxRow, basePath: string, language: Language): string {
  const T = TEXTS[language];
  if (!mail.attachments?.length) return '';
  const items = mail.attachments
    .map(
      (ref, index) =>
        `<li><a href="${basePath}/${mail.id}/attachments/${index}" download>${escapeHtml(T.attachment[ref.kind] ?? T.attachmentOther)}</a></li>`,
    )
    .join('');
  return `<ul aria-label="${T.attachments}">${items}</ul>`;
}

export function mailboxListPage(
  mails: { rows: MailboxRow[]; total: number },
  paging: { page: number; pageSize: number; smtp: boolean; basePath: string },
  language: Language = 'cs',
): string {
  const T = TEXTS[language];
  const dateTime = dateTimes[language];
  const pages = Math.max(1, Math.ceil(mails.total / paging.pageSize));
  const rows = mails.rows
    .map(
      (mail) => `<tr>
        <td>${escapeHtml(dateTime.format(mail.createdAt))}</td>
        <td>${escapeHtml(mail.to)}</td>
        <td><a href="${paging.basePath}/${mail.id}">${escapeHtml(mail.subject)}</a>${attachmentLinks(mail, paging.basePath, language)}</td>
        <td>${escapeHtml(T.status[mail.status] ?? mail.status)}</td>
      </tr>`,
    )
    .join('');
  const table = mails.rows.length
    ? `<table><thead><tr><th scope="col">${T.created}</th><th scope="col">${T.to}</th><th scope="col">${T.subject}</th><th scope="col">${T.state}</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${T.empty}</p>`;
  const link = (page: number, label: string, rel: string) =>
    `<a rel="${rel}" href="${paging.basePath}?page=${page}">${label}</a>`;
  const nav =
    pages > 1
      ? `<nav aria-label="${T.page(paging.page, pages)}">${paging.page > 1 ? link(paging.page - 1, T.previous, 'prev') : ''}<span>${T.page(paging.page, pages)}</span>${paging.page < pages ? link(paging.page + 1, T.next, 'next') : ''}</nav>`
      : '';
  return layout(
    language,
    T.title,
    `<h1>${T.title}</h1><p>${T.lead}</p><p>${paging.smtp ? T.withSmtp : T.noSmtp}</p>${table}${nav}`,
  );
}

export function mailboxMessagePage(mail: MailboxRow, basePath: string, language: Language = 'cs'): string {
  const T = TEXTS[language];
  const dateTime = dateTimes[language];
  const body = mail.text ? `<pre>${linkedText(mail.text)}</pre>` : `<p>${T.bodyDropped}</p>`;
  const html = mail.html ? `<p><a href="${basePath}/${mail.id}/html">${T.htmlVersion}</a></p>` : '';
  const attachments = mail.attachments?.length
    ? `<h2>${T.attachments}</h2>${attachmentLinks(mail, basePath, language)}`
    : '';
  return layout(
    language,
    mail.subject,
    `<p><a href="${basePath}">${T.back}</a></p><h1>${escapeHtml(mail.subject)}</h1>
    <dl><dt>${T.to}</dt><dd>${escapeHtml(mail.to)}</dd><dt>${T.created}</dt><dd>${escapeHtml(dateTime.format(mail.createdAt))}</dd><dt>${T.state}</dt><dd>${escapeHtml(T.status[mail.status] ?? mail.status)}</dd></dl>
    ${body}${html}${attachments}`,
  );
}

export function mailboxNotFoundPage(basePath: string, language: Language = 'cs', message?: string): string {
  const T = TEXTS[language];
  const title = message ?? T.notFound;
  return layout(language, title, `<p><a href="${basePath}">${T.back}</a></p><h1>${title}</h1>`);
}
