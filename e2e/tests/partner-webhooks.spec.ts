import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

test('the partner adds a webhook, sends a test event and sees it delivered to their receiver', async ({
  page,
}) => {
  const received: { event: string | undefined; signature: string | undefined }[] = [];
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({
        event: request.headers['champions-event'] as string | undefined,
        signature: request.headers['champions-signature'] as string | undefined,
      });
      response.writeHead(200);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('partner@champions.cz');
    await page.getByLabel('Heslo', { exact: true }).fill('Champions123!');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).not.toHaveURL('/admin/login');
    await page.goto('/admin/api');
    const section = page.getByRole('region', { name: 'Webhooky' });
    await section.getByLabel('Adresa (HTTPS)').fill(url);
    await section.getByRole('button', { name: 'Přidat webhook' }).click();
    await expect(section.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    const card = section.getByRole('listitem').filter({ hasText: url });
    await card.getByRole('button', { name: 'Poslat testovací událost' }).click();
    const log = card.getByRole('table');
    await expect(log.getByText('Doručeno')).toBeVisible({ timeout: 30_000 });
    await expect(log.getByText('200')).toBeVisible();
    expect(received.at(-1)).toMatchObject({
      event: 'test',
      signature: expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
    });

    const axe = await new AxeBuilder({ page })
      .include('section.webhooks')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await card.getByRole('button', { name: 'Smazat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Smazat webhook' }).click();
    await expect(section.getByText(url)).toHaveCount(0);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
