import AxeBuilder from '@axe-core/playwright';
import { expect, isolatedPage, test } from '../fixtures.ts';

const PAGES = ['/', '/activities?search=j%C3%B3ga', '/tahle-stranka-neexistuje'];

test.describe('accessibility (axe)', { tag: '@phone' }, () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ browser, baseURL }) => {
      const { context, page, errors } = await isolatedPage(browser, baseURL);
      try {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(blocking).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('the open menu has no serious or critical violations', async ({ browser, baseURL }) => {
    const { context, page } = await isolatedPage(browser, baseURL);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('.drawer').analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
