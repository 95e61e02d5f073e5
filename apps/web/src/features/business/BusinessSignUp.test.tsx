import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the company sign-up (/business/sign-up)', () => {
  it('asks for the company, IČO, DIČ, billing address and contact person and checks the IČO checksum', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp('/business/sign-up');
    await user.type(await screen.findByLabelText('Název firmy'), 'Strojírny Brno a.s.');
    await user.type(screen.getByLabelText('IČO'), '25596642');
    await user.type(screen.getByLabelText(/DIČ/), 'CZ25596641');
    await user.type(screen.getByLabelText('Fakturační adresa'), 'Křenová 65, 602 00 Brno');
    await user.type(screen.getByLabelText('Kontaktní osoba (jméno a příjmení)'), 'Hana Personální');
    await user.type(screen.getByLabelText('E-mail'), 'hr@strojirny.cz');
    await user.type(screen.getByLabelText('Heslo'), 'modry-kun-skace-pres-plot');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Vytvořit účet' }));
    await waitFor(() =>
      expect(screen.getByText('IČO nemá platný kontrolní součet. Zkontrolujte ho prosím.')).toBeVisible(),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  }, 20_000);

  it('the business landing leads to both sign-up and sign-in', async () => {
    renderApp('/firemni-kontakt');
    expect(await screen.findByRole('link', { name: 'Registrovat firmu' })).toHaveAttribute(
      'href',
      '/business/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Přihlásit firmu' })).toHaveAttribute(
      'href',
      '/business/sign-in',
    );
  });
});
