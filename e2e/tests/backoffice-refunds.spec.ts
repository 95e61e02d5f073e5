import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isolatedPage, test } from '../fixtures.ts';
import { apiLogin, buyByCard, createOwnSlot, DEMO_PASSWORD, newCustomer } from './waitlist-helpers.ts';

/** Signs the demo superadmin in through the API and stores the token before any page script runs. */
async function superadminPage(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/superadmin/login', {
    data: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    'champions.token.superadmin',
    token,
  ] as const);
}

/** 10550 → "105,50 Kč" as the page writes it (any kind of space). */
const kc = (minor: number) => {
  const crowns = Math.floor(minor / 100)
    .toLocaleString('cs-CZ')
    .replace(/\s/g, '\\s?');
  const rest = minor % 100;
  return new RegExp(`${crowns}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}\\s*Kč`);
};

test('a superadmin refunds half of a card payment, the credit note PDF opens, and the customer sees the refund at /platba', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
  const customer = await newCustomer(request, 'vraceni', 'Radek Vrátný', testInfo.project.name);
  const slot = await createOwnSlot(request, partner, 5);
  await buyByCard(request, customer, slot);
  const history = await request.get('/api/user/subscriptions/billing-history', { headers: customer.headers });
  const paid = ((await history.json()).payments as { amount: number }[])[0]!;
  const half = Math.floor(paid.amount / 2);

  await superadminPage(page, request);
  await page.goto(`/superadmin/users?q=${encodeURIComponent(customer.email)}`);
  await page.getByRole('link', { name: 'Detail uživatele Radek Vrátný' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Radek Vrátný' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Platby kartou a vrácení' });
  const payment = section.getByTestId('bo-payment').first();
  await expect(payment).toContainText(slot.activityName);
  await payment.getByRole('button', { name: 'Vrátit platbu' }).click();

  // the whole remaining amount is offered; the reason is required
  const amount = payment.getByLabel('Částka k vrácení (Kč)');
  await expect(amount).toHaveValue(/^\d+(,\d\d)?$/);
  await amount.fill(`${Math.floor(half / 100)},${String(half % 100).padStart(2, '0')}`);
  await payment.getByRole('button', { name: 'Pokračovat k vrácení' }).click();
  await expect(payment.getByText(/Uveďte důvod/)).toBeVisible();
  await payment.getByLabel(/^Důvod/).fill('Lekce byla zkrácena na polovinu');
  await payment.getByRole('button', { name: 'Pokračovat k vrácení' }).click();
  const dialog = page.getByRole('dialog', { name: /Vrátit .* na kartu\?/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(kc(half));
  await expect(dialog).toContainText('vstup zůstává platný');
  await dialog.getByRole('button', { name: /^Vrátit / }).dblclick();
  await expect(section.getByRole('status')).toContainText(
    /Opravný daňový doklad \d{4}-\d{6} odešel uživateli/,
  );
  await expect(payment.getByTestId('bo-payment-refunded')).toHaveText(kc(half));
  await expect(payment).toContainText('částečně vráceno');

  // the credit note downloads as a PDF
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payment.getByRole('button', { name: /Stáhnout opravný daňový doklad/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^opravny-doklad-\d{4}-\d{6}\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // the customer sees the refund and its credit note at /platba
  const own = await isolatedPage(browser, baseURL);
  try {
    await own.page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      'champions.token.user',
      customer.token,
    ] as const);
    await own.page.goto('/platba');
    const refunds = own.page.getByRole('region', { name: 'Vrácené platby' });
    await expect(refunds).toBeVisible();
    await expect(refunds).toContainText('Lekce byla zkrácena na polovinu');
    await expect(refunds).toContainText(kc(half));
    await expect(own.page.getByText('Částečně vráceno').first()).toBeVisible();
    const [mine] = await Promise.all([
      own.page.waitForEvent('download'),
      refunds.getByRole('button', { name: /Stáhnout opravný daňový doklad/ }).click(),
    ]);
    expect((await readFile((await mine.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await own.context.close();
  }
});
