/** A self-registered partner through the back office's approval, for journeys that need them public. */
import { type APIRequestContext, expect } from '@playwright/test';

const SUPERADMIN = { email: 'admin@champions.cz', password: 'Champions123!' };

/** Tomorrow's date in Prague (YYYY-MM-DD). */
function tomorrow(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(
    new Date(Date.now() + 86_400_000),
  );
}

/** Answers the superadmin's token (through the API). */
export async function superadminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/superadmin/login', { data: SUPERADMIN });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

/**
 * Completes the partner's first-run checklist through the API (billing details and bank account, a
 * slot tomorrow when they have none), submits it and has the back office approve it: everything the
 * partner published goes public.
 */
export async function approveRegisteredPartner(
  request: APIRequestContext,
  partner: { token: string; email: string; activityId: string },
): Promise<void> {
  const headers = { 'x-admin-token': `Bearer ${partner.token}` };
  const settings = await request.put('/api/admin/settings', {
    headers,
    data: {
      companyName: 'Hala Lužánky s.r.o.',
      ico: '25596641',
      address: 'Lidická 1, 602 00 Brno',
      bankAccount: '19-2000145399/0800',
      payoutFrequency: 'monthly',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const status = await (await request.get('/api/admin/approval', { headers })).json();
  if (!status.steps.find((s: { step: string; done: boolean }) => s.step === 'slots').done) {
    const slot = await request.post('/api/admin/slots', {
      headers,
      data: {
        activityId: partner.activityId,
        date: tomorrow(),
        time: '10:00',
        durationMinutes: 60,
        capacity: 10,
      },
    });
    expect(slot.status(), await slot.text()).toBe(201);
  }
  const submitted = await request.post('/api/admin/approval', { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const superadmin = { 'x-superadmin-token': `Bearer ${await superadminToken(request)}` };
  const inbox = await request.get(
    `/api/superadmin/requests?kind=partner&q=${encodeURIComponent(partner.email)}`,
    {
      headers: superadmin,
    },
  );
  const requestId = (await inbox.json()).requests[0].id as string;
  const approved = await request.post(`/api/superadmin/requests/${requestId}/approve-partner`, {
    headers: superadmin,
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
