import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, requestMessages, requests } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let superadminId = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of [
    ['admin', 'partner@champions.cz'],
    ['superadmin', 'admin@champions.cz'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
    });
    tokens[role] = res.json().token;
    if (role === 'superadmin') superadminId = res.json().account.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const as = (role: string) => ({ [`x-${role}-token`]: `Bearer ${tokens[role]}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, role = 'superadmin') =>
  t.app.inject({ method, url: `/api/superadmin${url}`, headers: as(role), ...(payload ? { payload } : {}) });
const auditOf = (targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

/** A request as the public form sends it; answers its id. */
async function submit(kind: string, name: string, email: string, message = 'Dobrý den, mám dotaz.') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/requests',
    payload: { kind, name, email, message },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(requests).where(eq(requests.email, email));
  return row!.id;
}

describe('the Requests inbox', () => {
  it('lists every kind, filtered, searched, sorted and paged on the server', async () => {
    const ids = [
      await submit('partner', 'Žofie Partnerová', 'zofie@example.cz', 'Chceme se stát partnerem.'),
      await submit('business', 'Bohumil Firemní', 'bohumil@example.cz', 'Firemní karty pro 40 lidí.'),
      await submit('contact', 'Adéla Kontaktní', 'adela@example.cz', 'Jak zruším předplatné?'),
    ];
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support',
      headers: as('admin'),
      payload: { subject: 'Nefunguje skener', message: 'Skener hlásí chybu u vstupů.' },
    });
    expect(support.statusCode).toBe(201);

    const all = (await call('GET', '/requests?limit=100')).json();
    expect(all.pagination.total).toBeGreaterThanOrEqual(4);
    expect(all.requests.map((r: { kind: string }) => r.kind)).toEqual(
      expect.arrayContaining(['partner', 'business', 'contact', 'support']),
    );
    // newest first by default
    const created = all.requests.map((r: { createdAt: string }) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const business = (await call('GET', '/requests?kind=business')).json();
    expect(business.requests.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    const found = (await call('GET', '/requests?q=zofie')).json();
    expect(found.requests.map((r: { name: string }) => r.name)).toEqual(['Žofie Partnerová']);
    const byName = (await call('GET', `/requests?sort=name&dir=asc&limit=100`)).json();
    const names = byName.requests.map((r: { name: string }) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'cs')));
    const page2 = (await call('GET', '/requests?limit=2&page=2')).json();
    expect(page2.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(page2.requests).toHaveLength(2);
    expect(page2.requests[0].id).toBe(all.requests[2].id);
    expect((await call('GET', '/requests?status=new')).json().pagination.total).toBe(all.pagination.total);
    expect((await call('GET', '/requests?sort=heslo')).statusCode).toBe(400);
    // only a superadmin token reaches the inbox
    expect((await call('GET', '/requests', undefined, 'admin')).statusCode).toBe(401);
  });

  it('changes state and assignee with an audit row before and after; filters follow', async () => {
    const id = await submit('activity', 'Petr Návrh', 'petr@example.cz', 'Navrhuji lekci jógy v parku.');
    const state = await call('PUT', `/requests/${id}/state`, { status: 'in_progress' });
    expect(state.statusCode).toBe(200);
    expect(state.json().request.status).toBe('in_progress');
    const assigned = await call('PUT', `/requests/${id}/assignee`, { assigneeId: superadminId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().request.assignee).toMatchObject({ id: superadminId });
    expect(assigned.json().assignees.map((a: { id: string }) => a.id)).toContain(superadminId);

    const mine = (await call('GET', '/requests?assignee=me&status=in_progress')).json();
    expect(mine.requests.map((r: { id: string }) => r.id)).toContain(id);
    const nobodys = (await call('GET', '/requests?assignee=none')).json();
    expect(nobodys.requests.map((r: { id: string }) => r.id)).not.toContain(id);

    // the same state again changes and audits nothing
    await call('PUT', `/requests/${id}/state`, { status: 'in_progress' });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['request.state', 'request.assign']);
    expect(audit[0]).toMatchObject({
      actorId: superadminId,
      data: {
        before: { status: 'new', assigneeId: null },
        after: { status: 'in_progress', assigneeId: null },
      },
    });
    expect(audit[1]?.data).toMatchObject({ after: { assigneeId: superadminId } });

    const done = await call('PUT', `/requests/${id}/state`, { status: 'done' });
    expect(done.json().request.status).toBe('done');
    const unassigned = await call('PUT', `/requests/${id}/assignee`, { assigneeId: null });
    expect(unassigned.json().request.assignee).toBeNull();
  });

  it('refuses bad input in Czech and changes nothing', async () => {
    const id = await submit('contact', 'Karel Chybný', 'karel@example.cz');
    const badState = await call('PUT', `/requests/${id}/state`, { status: 'archived' });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toContain('Zvolte stav');
    const [partner] = (await call('GET', '/requests?limit=1')).json().requests;
    expect(partner).toBeDefined();
    const notSuperadmin = await call('PUT', `/requests/${id}/assignee`, { assigneeId: crypto.randomUUID() });
    expect(notSuperadmin.statusCode).toBe(422);
    expect(notSuperadmin.json().message).toContain('superadministrátorovi');
    const emptyNote = await call('POST', `/requests/${id}/notes`, { body: '   ' });
    expect(emptyNote.statusCode).toBe(400);
    expect(emptyNote.json().message).toContain('Napište text poznámky');
    const noSubject = await call('POST', `/requests/${id}/replies`, {
      subject: '',
      body: 'Text',
      key: crypto.randomUUID(),
    });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toContain('předmět');
    const unknown = await call('PUT', `/requests/${crypto.randomUUID()}/state`, { status: 'done' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Žádost nenalezena.');

    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ status: 'new', assigneeId: null });
    expect(await t.db.select().from(requestMessages).where(eq(requestMessages.requestId, id))).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('keeps internal notes on the request, audited, and never mails them', async () => {
    const id = await submit('business', 'Jana Poznámková', 'jana@example.cz');
    const note = await call('POST', `/requests/${id}/notes`, { body: 'Volat až po 15. hodině.' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ kind: 'note', body: 'Volat až po 15. hodině.', subject: null });
    const detail = (await call('GET', `/requests/${id}`)).json();
    expect(detail.messages.map((m: { kind: string }) => m.kind)).toEqual(['note']);
    expect(detail.request.message).toBe('Dobrý den, mám dotaz.');
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['request.note']);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'jana@example.cz'))).toEqual([]);
  });

  it('replies by e-mail once, even for a double submit, and keeps the reply on the request', async () => {
    const id = await submit('contact', 'Ondřej Odpověď', 'ondrej@example.cz');
    const body = {
      subject: 'Vaše předplatné',
      body: 'Dobrý den,\n\npředplatné zrušíte v účtu.',
      key: crypto.randomUUID(),
    };
    const [first, second] = await Promise.all([
      call('POST', `/requests/${id}/replies`, body),
      call('POST', `/requests/${id}/replies`, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    const again = await call('POST', `/requests/${id}/replies`, body);
    expect(again.json().id).toBe(first.json().id);

    const stored = await t.db.select().from(requestMessages).where(eq(requestMessages.requestId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'reply', subject: 'Vaše předplatné', authorId: superadminId });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ondrej@example.cz'));
    expect(mails.map((m) => m.template)).toEqual(['request_reply']);
    expect(mails[0]?.subject).toBe('Vaše předplatné – Champions');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), inArray(auditLog.action, ['request.reply'])));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toMatchObject({ after: { to: 'ondrej@example.cz', subject: 'Vaše předplatné' } });

    // a second reply (a new form, a new key) is a second message and a second e-mail
    await call('POST', `/requests/${id}/replies`, { ...body, key: crypto.randomUUID(), subject: 'Doplnění' });
    const detail = (await call('GET', `/requests/${id}`)).json();
    expect(detail.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Vaše předplatné',
      'Doplnění',
    ]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ondrej@example.cz'))).toHaveLength(
      2,
    );
  });
});
