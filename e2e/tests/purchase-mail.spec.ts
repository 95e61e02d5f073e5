import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { blockExternalRequests } from '../fixtures.ts';

/**
 * On a fresh default start (`npm start`: PGlite, demo data, no SMTP, not production) the
 * customer buys an entry and reads the purchase e-mail on the local /dev/mailbox page, with the
 * receipt PDF and the .ics invitation as downloads. The shared e2e server runs as production with a
 * mail sink, so this journey starts its own server on E2E_DEFAULT_START_PORT (E2E_PORT + 5).
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_DEFAULT_START_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 5);
const base = `http://localhost:${port}`;
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName }, testInfo) => {
  if (browserName !== 'chromium' || testInfo.project.name !== 'desktop') return;
  test.setTimeout(240_000);
  // the default start: nothing but the port and a fresh data directory (no SMTP_URL, no NODE_ENV)
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['SMTP_URL', 'NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL', 'JWT_SECRET', 'SEED_DEMO']) {
    delete env[name];
  }
  env.PORT = String(port);
  env.DATA_DIR = mkdtempSync(join(tmpdir(), 'champions-default-start-'));
  env.LOG_LEVEL = 'warn';
  server = spawn('npm', ['start'], { cwd: repoRoot, env, stdio: 'ignore', detached: true });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the default start did not answer on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  // the whole process group of the server this journey started (npm and the node it runs)
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  server = null;
});

test('a newcomer registers and verifies the e-mail through the local mailbox the check-e-mail page names', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one default start per run');
  test.setTimeout(120_000);
  await blockExternalRequests(context);
  const email = `novacek-${Date.now()}@example.cz`;
  await page.goto(`${base}/registrace`);
  await page.getByLabel('Jméno a příjmení').fill('Nela Nováčková');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill('Dlouhe-heslo-2026');
  await page.getByLabel(/Souhlasím s/).check();
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte e-mail' })).toBeVisible();

  // without SMTP the page says where the mail is: the local mailbox
  await page.getByRole('link', { name: 'vývojové schránce' }).click();
  await expect(page.getByRole('heading', { name: 'Vývojová schránka' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('link', { name: /Potvrďte svůj e-mail/ }).click();
  await page
    .getByRole('link', { name: /verify-email|overeni|token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/user\//, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Můj účet' })).toBeVisible();
});

test('the purchase e-mail with the receipt PDF and the .ics is in the local mailbox', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one default start per run');
  test.setTimeout(150_000);
  await blockExternalRequests(context);

  // the soonest free Prague slot
  const list = (await (await request.get(`${base}/api/public/activities?area=praha&sort=time`)).json()) as {
    activities: { id: string; name: string; nextSlotAt: string | null }[];
  };
  let chosen: { activityId: string; slotId: string; day: string } | null = null;
  for (const activity of list.activities.filter((a) => a.nextSlotAt)) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
      new Date(activity.nextSlotAt!),
    );
    const { slots } = (await (
      await request.get(`${base}/api/public/activities/${activity.id}/slots?date=${day}`)
    ).json()) as { slots: { id: string; startsAt: string; free: number }[] };
    const slot = slots.find((s) => s.free > 0 && new Date(s.startsAt).getTime() > Date.now() + 3_600_000);
    if (slot) {
      chosen = { activityId: activity.id, slotId: slot.id, day };
      break;
    }
  }
  expect(chosen, 'a free Prague slot in the demo data').not.toBeNull();

  // the demo customer signs in and pays the entry with credits
  await page.goto(`${base}/user/login`);
  await page.getByLabel('E-mail').fill('uzivatel@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${base}/user/qr-code`, { timeout: 30_000 });
  await page.goto(
    `${base}/activities/${chosen!.activityId}?selectedDate=${chosen!.day}&timeSlotId=${chosen!.slotId}`,
  );
  await page.getByRole('button', { name: /Zaplatit .* z kreditu/ }).click();
  await expect(page.getByTestId('buy-done')).toContainText('Hotovo, vstup máte!');

  // the mailbox lists the purchase mail with its two attachments
  await page.goto(`${base}/dev/mailbox`);
  await expect(page.getByRole('heading', { name: 'Vývojová schránka' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'uzivatel@champions.cz' }).filter({
    hasText: 'Potvrzení nákupu',
  });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /Potvrzení nákupu/ }).click();
  await expect(page.getByRole('heading', { name: /Potvrzení nákupu/ })).toBeVisible();
  await expect(page.getByText(/Daňový doklad č\. \d{4}-\d{6} najdete v příloze/)).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Daňový doklad (PDF)' });
  const icsLink = page.getByRole('link', { name: 'Pozvánka do kalendáře (.ics)' });
  await expect(pdfLink).toBeVisible();
  await expect(icsLink).toBeVisible();

  // both download: a PDF and a calendar file
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^doklad-\d{4}-\d{6}\.pdf$/);
  const pdf = await request.get(`${base}${await pdfLink.getAttribute('href')}`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  const [icsDownload] = await Promise.all([page.waitForEvent('download'), icsLink.click()]);
  expect(icsDownload.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await request.get(`${base}${await icsLink.getAttribute('href')}`);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
});
