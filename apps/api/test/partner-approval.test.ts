import { venueAreaMismatch } from '@champions/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activities,
  activityOptions,
  areas,
  auditLog,
  emailOutbox,
  requests,
  timeSlots,
} from '../src/db/schema.ts';
import { AREAS, VENUES } from '../src/db/seed-data.ts';
import { adminHeaders, customerMaker, DEMO_PASSWORD } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let superadmin = '';
let partner = { id: '', token: '', email: 'nova-posilovna@example.cz' };
let praha = '';
let brno = '';
let venueId = '';
let activityId = '';
let slotId = '';
let optionId = '';
const NAME = 'Posilovna Schvalovací';
const ACTIVITY = 'Kruhový trénink Schvalovací';
const makeCustomer = customerMaker(() => t, 'schvaleni', 'Zákazník');

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (
    await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/login',
      payload: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
    })
  ).json().token;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/register',
    payload: {
      email: partner.email,
      password: 'Nove-heslo-partnera-2026',
      name: 'Nová Posilovna',
      acceptTerms: true,
    },
  });
  expect(res.statusCode).toBeLessThan(300);
  const [row] = await t.db
    .update(accounts)
    .set({ emailVerifiedAt: t.clock.now() })
    .where(eq(accounts.email, partner.email))
    .returning();
  const token = await t.app.ctx.tokens.sign({ id: row!.id, email: partner.email, role: 'admin', tv: 0 });
  partner = { ...partner, id: row!.id, token };
  const areaRows = await t.db.select().from(areas);
  praha = areaRows.find((a) => a.slug === 'praha')!.id;
  brno = areaRows.find((a) => a.slug === 'brno')!.id;
});
afterAll(async () => {
  await t?.close();
});

const asPartner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: adminHeaders(partner.token),
    ...(payload ? { payload } : {}),
  });
const asSuperadmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/superadmin${url}`,
    headers: { 'x-superadmin-token': `Bearer ${superadmin}` },
    ...(payload ? { payload } : {}),
  });
const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/public${url}` });
const checklist = async () => (await asPartner('GET', '/admin/approval')).json();
const stepsDone = async () =>
  Object.fromEntries((await checklist()).steps.map((s: { step: string; done: boolean }) => [s.step, s.done]));

const venue = (over: object = {}) => ({
  name: NAME,
  description: 'Posilovna a kruhové tréninky v centru Brna.',
  areaId: brno,
  street: 'Lidická 1',
  city: 'Brno',
  postalCode: '602 00',
  lat: 49.2066,
  lng: 16.6081,
  openingHours: [{ day: 1, opens: '06:00', closes: '22:00' }],
  ...over,
});

/**
 * Everything a visitor can reach of the new partner: the list, the map's data (GET /public/), the search
 * near a point, the venues, the venue and the activity by URL, the slots.
 */
async function publicTraces() {
  const [list, map, search, venues, venueDetail, activity, slots] = await Promise.all([
    publicGet(`/activities?search=${encodeURIComponent(ACTIVITY)}`),
    publicGet('/'),
    publicGet('/search?lat=49.2066&lng=16.6081&radiusKm=5&limit=200'),
    publicGet('/venues'),
    publicGet(`/venues/${venueId}`),
    publicGet(`/activities/${activityId}`),
    publicGet(`/activities/${activityId}/slots`),
  ]);
  return {
    list: list.body.includes(ACTIVITY),
    map: map.body.includes(ACTIVITY),
    search: search.body.includes(ACTIVITY),
    venues: venues.body.includes(NAME),
    venueDetail: venueDetail.statusCode,
    activity: activity.statusCode,
    slots: slots.statusCode,
  };
}

describe('a self-registered partner waits for approval', () => {
  it('starts as a draft with an empty checklist, and cannot submit yet', async () => {
    const status = await checklist();
    expect(status).toMatchObject({ state: 'draft', note: null, canSubmit: false });
    expect(status.steps.map((s: { step: string }) => s.step)).toEqual([
      'billing',
      'venue',
      'activity',
      'slots',
      'submit',
    ]);
    expect(status.steps.every((s: { done: boolean }) => !s.done)).toBe(true);
    const submit = await asPartner('POST', '/admin/approval');
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe(
      'Než žádost odešlete, doplňte prosím: fakturační údaje a bankovní účet, sportoviště, aktivita, vypsané termíny.',
    );
    // in English, the steps too
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/admin/approval',
      headers: { ...adminHeaders(partner.token), 'accept-language': 'en' },
    });
    expect(english.json().message).toContain(
      'billing details and bank account, a venue, an activity, scheduled slots',
    );
  });

  it('refuses an address outside the chosen area (an Olomouc address under Praha) with a Czech message', async () => {
    const olomouc = await asPartner(
      'POST',
      '/admin/venues',
      venue({
        areaId: praha,
        city: 'Olomouc',
        street: 'Horní náměstí 1',
        postalCode: '779 00',
        lat: 49.5938,
        lng: 17.2509,
      }),
    );
    expect(olomouc.statusCode).toBe(400);
    expect(olomouc.json().message).toMatch(/^Adresa leží \d+ km od centra oblasti Praha, mimo ni\./);
    expect(olomouc.json().details.fields[0].field).toBe('body.areaId');
    // Hradec Králové is 20 km from Pardubice: within reach, but nearer its own area
    const hradec = await asPartner(
      'POST',
      '/admin/venues',
      venue({
        areaId: (await t.db.select().from(areas).where(eq(areas.slug, 'pardubice')))[0]!.id,
        lat: 50.2092,
        lng: 15.8328,
      }),
    );
    expect(hradec.statusCode).toBe(400);
    expect(hradec.json().message).toBe(
      'Adresa leží blíž oblasti Hradec Králové než oblasti Pardubice. Zvolte správnou oblast, nebo opravte polohu.',
    );
  });

  it('every demo venue lies in its own area (the rule refuses none of them)', () => {
    for (const v of VENUES) {
      const area = AREAS.find((a) => a.slug === v.area)!;
      expect(venueAreaMismatch(v, area, AREAS), v.name).toBeNull();
    }
  });

  it('ticks each step off as the partner does it; nothing they publish is public or bookable', async () => {
    const settings = await asPartner('PUT', '/admin/settings', {
      companyName: 'Nová Posilovna s.r.o.',
      ico: '25596641',
      address: 'Lidická 1, 602 00 Brno',
      bankAccount: '19-2000145399/0800',
      payoutFrequency: 'monthly',
    });
    expect(settings.statusCode).toBe(200);
    expect(await stepsDone()).toMatchObject({ billing: true, venue: false });

    const created = await asPartner('POST', '/admin/venues', venue());
    expect(created.statusCode).toBe(201);
    venueId = created.json().id;
    expect(
      (await asPartner('PUT', `/admin/venues/${venueId}/published`, { published: true })).statusCode,
    ).toBe(200);
    const [activity] = await t.db
      .insert(activities)
      .values({ venueId, name: ACTIVITY, published: true })
      .returning();
    activityId = activity!.id;
    const [option] = await t.db
      .insert(activityOptions)
      .values({ activityId, name: 'Jednorázový vstup', price: 20_000 })
      .returning();
    optionId = option!.id;
    expect(await stepsDone()).toMatchObject({ venue: true, activity: true, slots: false });
    const startsAt = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    const [slot] = await t.db
      .insert(timeSlots)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 10 })
      .returning();
    slotId = slot!.id;
    expect(await stepsDone()).toEqual({
      billing: true,
      venue: true,
      activity: true,
      slots: true,
      submit: false,
    });
    expect((await checklist()).canSubmit).toBe(true);

    expect(await publicTraces()).toEqual({
      list: false,
      map: false,
      search: false,
      venues: false,
      venueDetail: 404,
      activity: 404,
      slots: 404,
    });
    const customer = await makeCustomer(50_000);
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: { 'x-user-token': `Bearer ${customer.token}` },
      payload: { timeSlotId: slotId, optionId },
    });
    expect(buy.statusCode).toBe(404);
  });

  it('submits once: the request lands in the back office inbox and the partner shows as waiting', async () => {
    const submit = await asPartner('POST', '/admin/approval');
    expect(submit.statusCode).toBe(200);
    expect(submit.json().status).toMatchObject({ state: 'submitted', canSubmit: false });
    expect(submit.json().status.steps.at(-1)).toEqual({ step: 'submit', done: true });
    expect((await asPartner('POST', '/admin/approval')).statusCode).toBe(409);

    const [request] = await t.db.select().from(requests).where(eq(requests.accountId, partner.id));
    expect(request).toMatchObject({ kind: 'partner', status: 'new', email: partner.email });
    expect(request!.message).toContain('IČO 25596641');
    const detail = (await asSuperadmin('GET', `/requests/${request!.id}`)).json();
    expect(detail.request).toMatchObject({ partnerId: partner.id, partnerApproval: 'submitted' });
    const listed = (await asSuperadmin('GET', '/admins?state=pending')).json();
    expect(listed.admins.map((a: { email: string }) => a.email)).toContain(partner.email);
    expect((await asSuperadmin('GET', `/admins/${partner.id}`)).json().state).toBe('pending');
    expect((await publicTraces()).activity).toBe(404);
  });

  it('a rejection keeps everything hidden, tells the partner why, and they may submit again', async () => {
    const [request] = await t.db.select().from(requests).where(eq(requests.accountId, partner.id));
    const tooShort = await asSuperadmin('POST', `/requests/${request!.id}/reject-partner`, { reason: 'ne' });
    expect(tooShort.statusCode).toBe(400);
    const reject = await asSuperadmin('POST', `/requests/${request!.id}/reject-partner`, {
      reason: 'Doplňte prosím fotografie sportoviště.',
    });
    expect(reject.statusCode).toBe(200);
    expect(await checklist()).toMatchObject({
      state: 'rejected',
      note: 'Doplňte prosím fotografie sportoviště.',
      canSubmit: true,
    });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, partner.email));
    expect(mails.map((m) => m.subject)).toContain('Vaši žádost o schválení jsme vrátili – Champions');
    expect((await publicTraces()).venueDetail).toBe(404);
    // a second rejection of the same decision changes nothing
    expect(
      (await asSuperadmin('POST', `/requests/${request!.id}/reject-partner`, { reason: 'Znovu zamítnuto.' }))
        .statusCode,
    ).toBe(409);
    const again = await asPartner('POST', '/admin/approval');
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select().from(requests).where(eq(requests.accountId, partner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('new');
  });

  it('approval makes the venue, the activity and its slots public and bookable, and is audited', async () => {
    const [request] = await t.db.select().from(requests).where(eq(requests.accountId, partner.id));
    const approve = await asSuperadmin('POST', `/requests/${request!.id}/approve-partner`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ partnerId: partner.id, created: false });
    expect(approve.json().message).toContain('jsou teď v nabídce');
    expect(await checklist()).toMatchObject({ state: 'approved', canSubmit: false });
    expect(await publicTraces()).toEqual({
      list: true,
      map: true,
      search: true,
      venues: true,
      venueDetail: 200,
      activity: 200,
      slots: 200,
    });
    const customer = await makeCustomer(50_000);
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: { 'x-user-token': `Bearer ${customer.token}` },
      payload: { timeSlotId: slotId, optionId },
    });
    expect(buy.statusCode).toBe(201);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, request!.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'backoffice.partner.approve',
      'backoffice.partner.reject',
    ]);
    expect((await asSuperadmin('GET', `/admins/${partner.id}`)).json().state).toBe('active');
    // approving again answers as before and creates nothing
    const twice = await asSuperadmin('POST', `/requests/${request!.id}/approve-partner`);
    expect(twice.json()).toMatchObject({ partnerId: partner.id, created: false });
  });

  it('demo partners and partners the back office creates stay approved', async () => {
    const [demo] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    expect(demo!.partnerApproval).toBe('approved');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/public/requests',
      payload: {
        kind: 'partner',
        name: 'Radek Formulář',
        email: 'radek@formular.cz',
        message: 'Chceme nabízet lekce.',
      },
    });
    expect(form.statusCode).toBe(201);
    const [request] = await t.db.select().from(requests).where(eq(requests.email, 'radek@formular.cz'));
    const approved = await asSuperadmin('POST', `/requests/${request!.id}/approve-partner`);
    expect(approved.json()).toMatchObject({ created: true });
    const [created] = await t.db.select().from(accounts).where(eq(accounts.id, approved.json().partnerId));
    expect(created!.partnerApproval).toBe('approved');
  });
});
