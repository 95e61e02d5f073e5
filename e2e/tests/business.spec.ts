import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signedInAccount } from '../accounts.ts';
import { expect, horizontalOverflow, test } from '../fixtures.ts';
import { lastLink, uniqueEmail } from '../mailbox.ts';

/** The header's links; on a phone they are behind the Menu button. */
async function businessMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('navigation', { name: 'Menu' });
}

test('a company signs in under the business header, sees its profile and signs out', async ({ page }) => {
  await page.goto('/business/sign-in');
  await expect(page.locator('header')).toHaveCount(1);
  let menu = await businessMenu(page);
  await expect(menu.getByRole('link', { name: 'Sportovní aktivity' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Registrovat firmu' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');

  await page.getByLabel('E-mail').fill('firma@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/business/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Firemní profil' })).toBeVisible();

  menu = await businessMenu(page);
  await expect(menu.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Registrovat firmu' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL('/business/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení firmy' })).toBeVisible();
  await expect((await businessMenu(page)).getByRole('link', { name: 'Registrovat firmu' })).toBeVisible();
});

test.describe('the company workspace on a phone', { tag: '@phone' }, () => {
  test('lists the employees as cards at 390 px, with what the company pays per period of 28 days', async ({
    page,
  }, testInfo) => {
    await page.goto('/business/sign-in');
    await page.getByLabel('E-mail').fill('firma@champions.cz');
    await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
    await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL('/business/profile', { timeout: 20_000 });

    // an invited employee, so the list has a row (a long address, as real ones are)
    const employee = uniqueEmail('zamestnanec-s-dlouhou-adresou', testInfo.project.name);
    await page.getByLabel('E-maily zaměstnanců').fill(employee);
    await page.getByLabel('Příspěvek firmy za období (28 dní), Kč').fill('1000');
    await page.getByRole('button', { name: 'Pozvat' }).click();
    await expect(page.getByText(/Pozvali jsme 1 zaměstnance/)).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: employee });
    await expect(row).toBeVisible();
    const companyShare = row.locator('td[data-label="Platí firma za období (28 dní)"]');
    await expect(companyShare).toBeVisible();
    await expect(companyShare).toHaveText(/^1\s000\sKč$/);
    // a card, not a table row: its label is shown beside the value, and nothing scrolls sideways
    expect(await companyShare.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain(
      'Platí firma za období (28 dní)',
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
    await expect(page.getByText(/měsíční příspěvek/i)).toHaveCount(0);
    // the invitation form stays inside its card (a phone's file input once widened it)
    const contribution = page.getByLabel('Příspěvek firmy za období (28 dní), Kč');
    const card = page.locator('section.business-card').filter({ has: contribution });
    const [cardBox, inputBox] = await Promise.all([card.boundingBox(), contribution.boundingBox()]);
    expect(inputBox!.x + inputBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width - 16);
  });
});

test.describe('the company invitation on a phone', { tag: '@phone' }, () => {
  test('names the company, plan, location and the split per 28 days, then asks for the share by card', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the employee opens the link on a phone');
    const employee = {
      email: uniqueEmail('pozvany-zamestnanec', testInfo.project.name),
      password: 'modry-kun-skace-pres-plot',
      name: 'Pavel Pozvaný',
    };
    await signedInAccount(page, request, employee);
    // the demo company invites him to Brno and pays 1 000 Kč of each period
    const login = await request.post('/api/business/login', {
      data: { email: 'firma@champions.cz', password: 'Champions123!' },
    });
    const companyToken = (await login.json()).token as string;
    const areas = (await (await request.get('/api/public/')).json()).areas as { id: string; name: string }[];
    const brno = areas.find((area) => area.name === 'Brno')!;
    const invited = await request.post('/api/business/seats', {
      headers: { 'X-Business-Token': `Bearer ${companyToken}` },
      data: { emails: [employee.email], areaId: brno.id, contribution: 100_000 },
    });
    expect(invited.status(), await invited.text()).toBe(200);

    await page.goto(await lastLink(employee.email, '/user/company-invitation'));
    const offer = page.getByTestId('invitation-offer');
    await expect(offer).toContainText('Firma Acme s.r.o. vám nabízí Championship – Brno.');
    await expect(offer).not.toContainText('s.r.o..');
    await expect(offer.getByText('Lokalita')).toBeVisible();
    await expect(page.getByTestId('invitation-split')).toHaveText(
      /^Firma platí 1\s000\sKč, vy \d+\sKč za 28 dní\.$/,
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // a new account has no credit: nothing to agree to, the share goes on the card
    await expect(page.getByRole('checkbox', { name: /kredit/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Přijmout pozvánku' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
