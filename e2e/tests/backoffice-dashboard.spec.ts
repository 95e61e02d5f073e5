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
    await expect(page).toHaveURL('/superadmin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();

    // the tiles are text; each chart has its summary and a table of the days for screen readers
    const tiles = page.getByRole('region', { name: 'Souhrn za období a co čeká' });
    await expect(tiles.getByText('Tržby kartou za období')).toBeVisible();
    await expect(tiles.getByText('Otevřené požadavky')).toBeVisible();
    const entries = page.getByRole('figure', { name: 'Vstupy po dnech' });
    await expect(entries).toContainText(/Za 30 dní/);
    await expect(entries.getByRole('table', { name: 'Vstupy po dnech' }).getByRole('row')).toHaveCount(31);
    const revenue = page.getByRole('figure', { name: 'Tržby kartou po dnech' });
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
