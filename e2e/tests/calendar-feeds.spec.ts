import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInPage } from '../accounts.ts';
import { isolatedPage } from '../fixtures.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';
import { apiLogin, createOwnSlot, grantCredit, NEW_PASSWORD, newCustomer } from './waitlist-helpers.ts';

/** The unfolded VEVENT with this UID in an ICS text (continuation lines joined). */
const eventOf = (ics: string, uid: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`UID:${uid}\r\n`));

test.describe('calendar feed and the schedule widget', () => {
  test('the customer subscribes to her entries: a booked entry is in the feed, cancelled it turns CANCELLED', async ({
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one booking journey per run');
    test.setTimeout(150_000);
    const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
    const customer = await newCustomer(request, 'kalendar', 'Klára Kalendářová', testInfo.project.name);
    // the back office grants her credit, so she pays from it on the activity's page
    await grantCredit(request, customer, 100_000, 'Kredit pro test kalendáře');
    const slot = await createOwnSlot(request, partner, 4);

    const { context, page, errors } = await isolatedPage(browser, baseURL);
    try {
      await serveBlankTiles(page);
      await signInPage(page, request, { email: customer.email, password: NEW_PASSWORD });
      // she books the entry on the activity's page, paid from her credit
      await page.goto(
        `/activities/${slot.activityId}?selectedDate=${slot.day}&timeSlotId=${slot.timeSlotId}`,
      );
      await page.getByRole('button', { name: /Zaplatit .* z kreditu/ }).click();
      await expect(page.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');
      const history = (await (
        await request.get('/api/user/entries', { headers: customer.headers })
      ).json()) as {
        entries: { id: string; activityId: string; slotStartsAt: string | null }[];
      };
      const ticketId = history.entries.find(
        (entry) => entry.activityId === slot.activityId && entry.slotStartsAt === slot.startsAt,
      )!.id;

      await page.goto('/user/settings');
      const panel = page.getByTestId('calendar-feed');
      await expect(panel.getByRole('heading', { name: 'Vstupy v kalendáři' })).toBeVisible();
      await panel.getByRole('button', { name: 'Vytvořit odkaz na kalendář' }).click();
      const address = panel.getByLabel('Tajná adresa kalendáře');
      await expect(address).toHaveValue(/\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      await expect(panel.getByRole('link', { name: 'Otevřít v kalendáři' })).toHaveAttribute(
        'href',
        /^webcal:\/\//,
      );
      // the calendar app fetches the address without any sign-in: the page's context, no token
      const feedPath = new URL(await address.inputValue()).pathname;
      const feed = await page.request.get(feedPath);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      const booked = eventOf(await feed.text(), `${ticketId}@champions.cz`);
      expect(booked).toContain('STATUS:CONFIRMED');
      expect(booked).toContain(`SUMMARY:${slot.activityName}`);

      // cancelled in the history, the same event turns CANCELLED (a calendar keeps it, struck out)
      await page.goto('/user/history');
      const entry = page.getByTestId('history-entry').filter({ hasText: slot.activityName }).first();
      await entry.getByRole('button', { name: /Zrušit vstup/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Zrušit vstup?' });
      await dialog.getByRole('button', { name: 'Zrušit vstup' }).click();
      await expect(page.getByText(/Vstup je zrušený/).first()).toBeVisible();
      const after = await page.request.get(feedPath);
      expect(eventOf(await after.text(), `${ticketId}@champions.cz`)).toContain('STATUS:CANCELLED');

      // turned off, the address answers 404
      await page.goto('/user/settings');
      await expect(panel.getByText(/Kalendář je zapnutý od/)).toBeVisible();
      await panel.getByRole('button', { name: 'Vypnout kalendář' }).click();
      await expect(panel.getByRole('button', { name: 'Vytvořit odkaz na kalendář' })).toBeVisible();
      expect((await page.request.get(feedPath)).status()).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const width of [390, 1280]) {
    test(`a partner's web shows the schedule widget at ${width} px; a slot leads to the activity`, async ({
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
      const widget = await (
        await request.get('/api/admin/schedule-widget', { headers: partner.headers })
      ).json();
      const { context, page, errors } = await isolatedPage(browser, baseURL);
      let hostServer: Server | undefined;
      try {
        await page.setViewportSize({ width, height: 900 });
        await serveBlankTiles(page);
        // the partner's own page on another origin (a local server of its own: Chromium lets only a
        // local page frame a local address), with just the embed code from the partner panel
        const origin = new URL(baseURL!).origin;
        const src = `${origin}/embed/schedule/${widget.publicId}`;
        const html = `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Studio Pohyb</title></head>
<body style="margin:0;font-family:sans-serif"><header style="padding:16px;background:#222;color:#fff">Studio Pohyb – náš web</header>
<main style="max-width:960px;margin:0 auto;padding:16px 35px"><h1>Rozvrh lekcí</h1>
<iframe src="${src}" title="Rozvrh – Champions" width="100%" height="480" style="border:0;width:100%;max-width:100%" loading="lazy" data-champions-schedule></iframe>
<script>addEventListener("message",function(e){if(e.origin!=="${origin}"||!e.data||e.data.type!=="champions-schedule-height")return;document.querySelectorAll("iframe[data-champions-schedule]").forEach(function(f){if(f.contentWindow===e.source)f.style.height=e.data.height+"px"})});</script>
</main></body></html>`;
        hostServer = createServer((_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(html);
        });
        await new Promise<void>((resolve) => hostServer!.listen(0, '127.0.0.1', resolve));
        const host = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
        await page.goto(`${host}/rozvrh`);
        const frame = page.frameLocator('iframe[data-champions-schedule]');
        await expect(frame.getByRole('heading', { name: 'Rozvrh' })).toBeVisible();
        const first = frame.locator('a.r').first();
        await expect(first).toBeVisible();
        // the iframe grew to its content (the optional script), and nothing inside is wider than it
        await expect
          .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
          .not.toBe(480);
        const inner = await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
        expect(inner).toBeLessThanOrEqual(0);
        await page.screenshot({ path: hostShot(width) });
        const href = await first.getAttribute('href');
        expect(href).toMatch(/\/activities\/[0-9a-f-]{36}$/);
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${new URL(href!).pathname}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        hostServer?.close();
      }
    });
  }
});

/** Where the host page's screenshot goes (the e2e output directory). */
function hostShot(width: number): string {
  return test.info().outputPath(`widget-host-${width}.png`);
}
