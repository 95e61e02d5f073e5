import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { FriendPlaces } from './FriendPlaces.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const ENTRY = '9c406f41-b03d-4a7e-8d8a-3faf5c4d4d44';
const PLACE = 'ad517052-c14e-4b8f-9e9b-40b06d5e5e55';
const guest = {
  ticketId: PLACE,
  state: 'unsent',
  sentTo: null,
  claimedByName: null,
  price: 29_000,
  canTakeBack: true,
};

/** The list answers one place; each send answers a new link (as the server makes a fresh token). */
function stubApi() {
  const sends: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://x').pathname;
      if (path === `/api/user/entries/${ENTRY}/guests`)
        return Response.json({ guests: [{ ...guest, state: sends.length > 0 ? 'sent' : 'unsent' }] });
      if (path === `/api/user/entries/guests/${PLACE}/send` && init?.method === 'POST') {
        sends.push(JSON.parse(String(init.body)));
        return Response.json({
          ...guest,
          state: 'sent',
          link: `https://champions.cz/pozvanka/${String(sends.length).repeat(43)}`,
        });
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return sends;
}

describe('FriendPlaces: the buyer’s list of friends’ places', () => {
  it('shows a link only when a send makes it; sending again makes a new one and says the old one stops', async () => {
    const sends = stubApi();
    renderWithQueries(<FriendPlaces entryId={ENTRY} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Poslat kamarádovi' }));
    // no link before it is made (the server keeps only its hash)
    expect(screen.queryByLabelText('Odkaz pro kamaráda')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Vytvořit odkaz' }));
    expect(await screen.findByLabelText('Odkaz pro kamaráda')).toHaveValue(
      `https://champions.cz/pozvanka/${'1'.repeat(43)}`,
    );
    expect(sends).toEqual([{}]);

    // an e-mail is a new send: its new link replaces the shown one
    await user.type(screen.getByLabelText('E-mail kamaráda'), 'kamarad@example.cz');
    await user.click(screen.getByRole('button', { name: 'Poslat e-mailem' }));
    expect(await screen.findByText('Pozvánku jsme poslali na kamarad@example.cz.')).toBeInTheDocument();
    expect(sends).toEqual([{}, { email: 'kamarad@example.cz' }]);
    await user.click(screen.getByRole('button', { name: 'Poslat kamarádovi' }));
    await waitFor(() => expect(screen.getByText(/starý odkaz přestane platit/)).toBeInTheDocument());
    expect(screen.getByLabelText('Odkaz pro kamaráda')).toHaveValue(
      `https://champions.cz/pozvanka/${'2'.repeat(43)}`,
    );
  });

  it('asks before taking a place back, with what that place cost', async () => {
    stubApi();
    renderWithQueries(<FriendPlaces entryId={ENTRY} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vzít zpět' }));
    expect(
      await screen.findByText(/Odkaz přestane platit a 290\s+Kč vám vrátíme jako kredit\./),
    ).toBeInTheDocument();
  });
});
