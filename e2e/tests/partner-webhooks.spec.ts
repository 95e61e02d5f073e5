import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

test('the partner adds a webhook, sends a test event, changes its address and sees both delivered to their receiver', async ({
  page,
}) => {
  const received: { event: string | undefined; signature: string | undefined; path: string | undefined }[] =
    [];
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({
        event: request.headers['champions-event'] as string | undefined,
        signature: request.headers['champions-signature'] as string | undefined,
        path: request.url,
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

    // the address changes in place and keeps the secret: the next event goes to the new path, signed
    await card.getByRole('button', { name: 'Upravit' }).click();
    const edit = card.getByRole('region', { name: 'Upravit webhook' });
    await expect(edit.getByLabel('Adresa (HTTPS)')).toBeFocused();
    await expect(edit).toContainText('Tajný klíč zůstane stejný');
    await edit.getByLabel('Adresa (HTTPS)').fill('ftp://example.cz/hook');
    await edit.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(edit.getByText('Adresa webhooku musí začínat https://')).toBeVisible();
    const moved = `${url}/nova`;
    await edit.getByLabel('Adresa (HTTPS)').fill(moved);
    await edit.getByLabel('Adresa (HTTPS)').press('Enter');
    await expect(section.getByText('Změny jsme uložili. Tajný klíč zůstal stejný.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Upravit' })).toBeFocused();
    const movedCard = section.getByRole('listitem').filter({ hasText: moved });
    await expect(movedCard.getByText(moved, { exact: true })).toBeVisible();
    await movedCard.getByRole('button', { name: 'Poslat testovací událost' }).click();
    await expect(movedCard.getByRole('table').getByText('Doručeno')).toHaveCount(2, { timeout: 30_000 });
    expect(received.at(-1)).toMatchObject({ event: 'test', path: '/hook/nova' });
    expect(received.at(-1)?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const axe = await new AxeBuilder({ page })
      .include('section.webhooks')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await movedCard.getByRole('button', { name: 'Smazat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Smazat webhook' }).click();
    await expect(section.getByText(moved)).toHaveCount(0);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
