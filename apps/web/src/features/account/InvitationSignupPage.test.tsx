import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { InvitationSignupPage, type InvitedRole } from './InvitationSignupPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'pozvanka-0123456789';

function renderSignup(accountRole: InvitedRole, token: string | null = TOKEN) {
  const api = recordingFetch((method, path) => {
    if (path === `/api/${accountRole}/invitation`)
      return { email: 'nova@example.cz', name: 'Nová Kolegyně', partnerName: 'Studio Pohyb' };
    if (method === 'POST') return { token: 'x.y.z', account: { id: 'a', role: accountRole } };
    return {};
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter
      initialEntries={[token ? `/${accountRole}/signup?token=${token}` : `/${accountRole}/signup`]}
    >
      <InvitationSignupPage accountRole={accountRole} />
    </MemoryRouter>,
  );
  return api;
}

describe('the sign-up from a partner’s invitation, one page for both roles', () => {
  it.each([
    ['staff', 'Účet pro recepci', 'Studio Pohyb vás zve do týmu recepce.'],
    ['trainer', 'Účet trenéra', 'Studio Pohyb vás zve jako trenéra.'],
  ] as const)(
    '%s: shows who invites, and creates the account with the role’s call',
    async (role, title, invitation) => {
      const api = renderSignup(role);
      expect(await screen.findByText(invitation)).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByLabelText('E-mail')).toHaveValue('nova@example.cz');
      expect(screen.getByLabelText('Jméno a příjmení')).toHaveValue('Nová Kolegyně');
      await userEvent.type(screen.getByLabelText('Heslo'), 'Trenink-2026!');
      await userEvent.click(screen.getByRole('button', { name: 'Vytvořit účet' }));
      await waitFor(() =>
        expect(api.calls.find((c) => c.method === 'POST')).toEqual({
          method: 'POST',
          path: `/api/${role}/signup`,
          body: { token: TOKEN, name: 'Nová Kolegyně', password: 'Trenink-2026!' },
        }),
      );
      expect(api.calls[0]?.path).toBe(`/api/${role}/invitation`);
    },
  );

  it.each([
    ['staff', 'Pozvánka není úplná. Otevřete prosím celý odkaz z e-mailu.'],
    ['trainer', 'Odkaz z pozvánky není úplný. Otevřete ho prosím znovu z e-mailu.'],
  ] as const)('%s: says so when the link has no token, and asks nothing', (role, message) => {
    const api = renderSignup(role, null);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(api.calls).toEqual([]);
  });
});
