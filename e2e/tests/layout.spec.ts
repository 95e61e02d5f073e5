import { expect, horizontalOverflow, test } from '../fixtures.ts';
import { serveBlankTiles } from './catalogue-helpers.ts';

test.describe('layout rules (SPEC 2 "Layout rules")', { tag: '@phone' }, () => {
  test('home shows header, main and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cvičte, kde chcete.');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Obchodní podmínky' })).toHaveAttribute(
      'href',
      '/user-terms',
    );
    await expect(page.getByRole('link', { name: 'Zpracování osobních údajů' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page).toHaveTitle('Champions – sport a pohyb po celém Česku');
  });

  test('the skip link is the first stop and leads to the content', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Přeskočit na obsah' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  for (const path of ['/user/login', '/admin/login']) {
    test(`header and footer are hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      // Only the sign-in screen's own logo bar: no public menu, no footer.
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('the footer is hidden on /campaignMap, the header stays', async ({ page }) => {
    await serveBlankTiles(page);
    await page.goto('/campaignMap');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the sort of the activity list shows its longest choice whole on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await serveBlankTiles(page);
    await page.goto('/activities');
    const sort = page.getByLabel('Řadit');
    await expect(sort).toBeVisible();
    // the width each choice needs (its text in the select's font, the padding and the arrow) fits the select
    const fits = await sort.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      const arrow = 20;
      const box = select.getBoundingClientRect();
      return {
        inside: box.right <= window.innerWidth && box.left >= 0,
        cut: Array.from(select.options)
          .filter((option) => context.measureText(option.text).width + padding + arrow > select.clientWidth)
          .map((option) => option.text),
      };
    });
    expect(fits).toEqual({ inside: true, cut: [] });
  });

  test('back to top scrolls up', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Zpět nahoru' });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('unknown routes show the Czech 404 page', async ({ page }) => {
    await page.goto('/tahle-stranka-neexistuje');
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
    await expect(page).toHaveTitle('Stránka nenalezena | Champions');
    await page.getByRole('link', { name: 'Prohlédnout aktivity' }).click();
    await expect(page).toHaveURL('/activities');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivity' })).toBeVisible();
  });

  const AREAS = [
    {
      login: '/admin/login',
      email: 'partner@champions.cz',
      pages: [
        '/admin/enters-loading',
        '/admin/venues',
        '/admin/calendar',
        '/admin/earnings',
        '/admin/settings',
      ],
    },
    {
      login: '/superadmin/login',
      email: 'admin@champions.cz',
      pages: ['/superadmin/dashboard', '/superadmin/admins', '/superadmin/organisations'],
    },
    {
      login: '/business/sign-in',
      email: 'firma@champions.cz',
      pages: ['/business/profile'],
    },
    {
      login: '/user/login',
      email: 'uzivatel@champions.cz',
      pages: ['/user/qr-code', '/user/subscription', '/platba'],
    },
  ];
  for (const area of AREAS) {
    test(`the signed-in pages of ${area.login} fit the phone's width`, async ({ page }) => {
      await page.goto(area.login);
      await page.getByLabel('E-mail').fill(area.email);
      await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
      await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
      await expect(page).not.toHaveURL(area.login, { timeout: 30_000 });
      // the area's landing page has settled: a goto racing the app's own redirect after the login was interrupted
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const path of area.pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // the cards below the heading come with their data: measure once it is in
        await page.waitForLoadState('networkidle');
        const overflow = await horizontalOverflow(page);
        expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      }
    });
  }
});
