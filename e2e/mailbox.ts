/** Reads the e-mails the app sent to the local mail sink (mail-sink.mjs). */

const MAIL_HTTP = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 2527}`;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function messagesTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_HTTP}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/**
 * Waits for an e-mail to `address` with a link whose path contains `pathPart`, and returns the last
 * such link as a path with query (e.g. '/user/verify-email?token=...'), ready for page.goto.
 */
export async function lastLink(address: string, pathPart: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = (await messagesTo(address))
      .flatMap((mail) => mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])
      .map((link) => new URL(link))
      .filter((url) => url.pathname.includes(pathPart));
    const last = links.at(-1);
    if (last) return `${last.pathname}${last.search}`;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} with a link to ${pathPart}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A fresh address per test and project, so parallel runs never share an account. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
}
