import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || LOCAL_HOSTS.has(hostname);
}

/** Aborts every request that leaves this machine (analytics, fonts, maps, payment scripts...). */
export async function blockExternalRequests(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    isLocal(route.request().url()) ? route.fallback() : route.abort('blockedbyclient'),
  );
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 4xx answer of the API (wrong password, expired link) is product behaviour the page shows;
    // Chromium still logs it as a failed resource. Server errors and script errors still count.
    const handledClientError =
      message.text().startsWith('Failed to load resource: the server responded with a status of 4') &&
      new URL(message.location().url, 'http://localhost').pathname.startsWith('/api/');
    // The page's own document answered 404 (an unknown address, a missing activity): the server's
    // honest status for the Czech not-found page the app then shows.
    const notFoundDocument =
      message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
      message.location().url === page.url();
    if (!handledClientError && !notFoundDocument) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A page in a fresh context (axe needs one), with the same network and console rules. */
export async function isolatedPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'cs-CZ' });
  await blockExternalRequests(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  return { context, page, errors };
}

/** A well-formed unsigned JWT that expires in an hour: the web app only decodes it. */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: 'e2e-user', email: 'e2e@example.cz', exp, ...claims })}.e2e`;
}

/** Logs a role in before any page script runs, by storing its token. */
export async function loginAs(context: BrowserContext, role: 'user' | 'admin' | 'superadmin' | 'partner') {
  const token = fakeJwt();
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e.loggedIn')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e.loggedIn', '1');
      }
    },
    [`champions.token.${role}`, token] as const,
  );
}

/** `test` with external requests blocked and console errors failing the test. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await blockExternalRequests(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const errors = collectPageErrors(page);
    await use(page);
    expect(errors, 'the page logged errors').toEqual([]);
  },
});

/**
 * How many CSS pixels the page is wider than the screen. Against the layout viewport: on a phone the
 * browser zooms out to a page wider than the screen, so `window.innerWidth` grows with the page.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export { expect };
