import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { type InvitedRole, InviteForm } from './InviteForm.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm(accountRole: InvitedRole) {
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
  const api = recordingFetch(() => ({ message: 'Pozvánku jsme poslali na nova@example.cz.' }));
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter>
      <InviteForm accountRole={accountRole} />
    </MemoryRouter>,
  );
  return api;
}

describe('the partner’s invitation form, one form for both roles', () => {
  it.each([
    ['staff', 'Pozvat do recepce', 'E-mail', '/api/admin/staff/invitations'],
    ['trainer', 'Pozvat trenéra', 'E-mail trenéra', '/api/admin/trainers/invitations'],
  ] as const)(
    '%s: titled for the role, sends the invitation to the role’s call',
    async (role, title, emailLabel, path) => {
      const api = renderForm(role);
      expect(screen.getByRole('region', { name: title })).toBeVisible();
      await userEvent.type(screen.getByLabelText(emailLabel), 'nova@example.cz');
      await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
      await waitFor(() =>
        expect(api.calls).toEqual([{ method: 'POST', path, body: { email: 'nova@example.cz' } }]),
      );
      expect(await screen.findByText('Pozvánku jsme poslali na nova@example.cz.')).toBeVisible();
      expect(screen.getByLabelText(emailLabel)).toHaveValue('');
    },
  );

  it('refuses a bad e-mail in Czech and sends nothing', async () => {
    const api = renderForm('trainer');
    await userEvent.type(screen.getByLabelText('E-mail trenéra'), 'nic');
    await userEvent.click(screen.getByRole('button', { name: 'Poslat pozvánku' }));
    expect(await screen.findByText(/e-mail/i, { selector: '.field__error, [id$="-error"]' })).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
