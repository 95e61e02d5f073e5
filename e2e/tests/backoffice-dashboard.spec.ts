import AxeBuilder from '@axe-core/playwright';
import { expect, horizontalOverflow, test } from '../fixtures.ts';
import { apiLogin, buyByCard, createOwnSlot, newCustomer } from './waitlist-helpers.ts';

test.describe('the back office’s dashboard and search box on a phone', { tag: '@phone' }, () => {
  test('a superadmin signs in, reads the dashboard at 390 px, and finds a customer by e-mail and by a ticket code', async ({
    page,
    request,
  }, testInfo) => {
    // a customer with a ticket bought by card
    const tag = Date.now().toString(36);
    const name = `Zdeněk Šikora ${tag}`;
    const customer = await newCustomer(request, 'hledani', name, testInfo.project.name);
    const partner = await apiLogin(request, 'admin', 'partner@champions.cz');
    const slot = await createOwnSlot(request, partner, 5);
    const ticketId = await buyByCard(request, customer, slot);
    const me = await request.get('/api/user/me', { headers: customer.headers });
    const customerId = ((await me.json()) as { id: string }).id;

    await page.goto('/superadmin/login');
    await page.getByLabel('E-mail').fill('admin@champions.cz');
    await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL('/superadmin/dashboard', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();

    // the tiles are text; each chart has its summary and a table of the days for screen readers
    const tiles = page.getByRole('region', { name: 'Souhrn za období a co čeká' });
    await expect(tiles.getByText('Tržby za období')).toBeVisible();
    await expect(tiles.getByText('Otevřené požadavky')).toBeVisible();
    const entries = page.getByRole('figure', { name: 'Vstupy po dnech' });
    await expect(entries).toContainText(/Za 30 dní/);
    await expect(entries.getByRole('table', { name: 'Vstupy po dnech' }).getByRole('row')).toHaveCount(31);
    const revenue = page.getByRole('figure', { name: 'Tržby po dnech (karta a kredit, po vrácení)' });
    await expect(revenue).toContainText(/Za 30 dní tržby/);
    // the chart is drawn (recharts, sized by its container) and nothing is wider than the phone
    await expect(revenue.locator('.recharts-surface')).toBeVisible();
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: '90 dní' }).click();
    await expect(page).toHaveURL('/superadmin/dashboard?days=90');
    await expect(entries).toContainText(/Za 90 dní/);
    await expect(entries.getByRole('table', { name: 'Vstupy po dnech' }).getByRole('row')).toHaveCount(91);

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

    // the header's search box: the customer's e-mail finds one record and opens it
    const search = page.getByRole('search', { name: 'Hledat v administraci' });
    await search.getByRole('searchbox').fill(customer.email);
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(`/superadmin/users/${customerId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // and so does the ticket's code (the first 8 characters of its id), leading to its owner
    await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Přehled' }).click();
    await expect(page).toHaveURL('/superadmin/dashboard');
    await search.getByRole('searchbox').fill(ticketId.slice(0, 8).toUpperCase());
    await search.getByRole('button', { name: 'Najít' }).click();
    await expect(page).toHaveURL(`/superadmin/users/${customerId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // a name without diacritics finds the customer too
    await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Přehled' }).click();
    await expect(page).toHaveURL('/superadmin/dashboard');
    await search.getByRole('searchbox').fill(`zdenek SIKORA ${tag}`);
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(`/superadmin/users/${customerId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test('partners at a glance: the waiting approvals tile opens the partner requests, the failed payments tile its list, the partners list filters by state', async ({
  page,
  request,
}) => {
  // a partner request from the public form waits for approval
  const tag = Date.now().toString(36);
  const sent = await request.post('/api/public/requests', {
    data: {
      kind: 'partner',
      name: `Petra Přehledová ${tag}`,
      email: `prehled-${tag}@example.cz`,
      company: 'Studio Přehled s.r.o.',
      message: 'Rádi bychom nabízeli lekce.',
    },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/superadmin/login');
  await page.getByLabel('E-mail').fill('admin@champions.cz');
  await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  // the password check takes a while on a busy machine
  await expect(page).toHaveURL('/superadmin/dashboard', { timeout: 20_000 });

  const tiles = page.getByRole('region', { name: 'Souhrn za období a co čeká' });
  await expect(tiles.getByText('karta a kredit, po odečtení vrácených peněz')).toBeVisible();
  // the failed payments' tile jumps to their list on the same page
  await tiles.getByRole('link', { name: 'Neúspěšné platby (24 h)' }).click();
  await expect(page).toHaveURL('/superadmin/dashboard#bo-failed-payments');
  await expect(
    page.getByRole('region', { name: 'Neúspěšné platby za posledních 24 hodin' }),
  ).toBeInViewport();
  // the waiting partners' tile opens the partner requests, this one among them
  await tiles.getByRole('link', { name: 'Partneři čekají na schválení' }).click();
  await expect(page).toHaveURL('/superadmin/request?kind=partner');
  await expect(page.getByRole('link', { name: `Otevřít žádost od Petra Přehledová ${tag}` })).toBeVisible();

  // the partners list shows each partner's state and filters by it
  await page.getByRole('navigation', { name: 'Správa' }).getByRole('link', { name: 'Partneři' }).click();
  await expect(page).toHaveURL('/superadmin/admins');
  const demo = page.getByRole('row').filter({ hasText: 'partner@champions.cz' });
  await expect(demo.getByText('aktivní', { exact: true })).toBeVisible();
  await page.getByLabel('Stav partnera').selectOption('suspended');
  await page.getByRole('button', { name: 'Hledat', exact: true }).click();
  await expect(page).toHaveURL(/state=suspended/);
  await expect(page.getByRole('row').filter({ hasText: 'partner@champions.cz' })).toHaveCount(0);
});
