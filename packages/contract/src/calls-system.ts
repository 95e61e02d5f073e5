import { z } from 'zod';
import { defineCall as call } from './call-kit.ts';

/** The system's own calls: the liveness and database check load balancers and probes use. */
export const SYSTEM_CALLS = {
  health: call({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check (the database at most once a second)',
    role: null,
    status: 200,
    answer: z.object({ status: z.literal('ok'), time: z.string() }),
  }),
  ready: call({
    method: 'GET',
    path: '/ready',
    summary:
      'Readiness for a load balancer: 200 while the instance takes traffic, 503 DRAINING from SIGTERM until it has stopped',
    role: null,
    status: 200,
    answer: z.object({ status: z.literal('ready') }),
  }),
  seller: call({
    method: 'GET',
    path: '/public/seller',
    summary:
      'Who sells: the company name, IČO and registered address printed on receipts, shown in the footer and on the contact page',
    role: null,
    status: 200,
    answer: z.object({ name: z.string(), ico: z.string(), address: z.string() }),
  }),
  devMailbox: call({
    method: 'GET',
    path: '/dev/mailbox',
    summary:
      'Outside production only (404 in production): whether the server delivers e-mail by SMTP, and the address of the local mailbox page that lists the outbox',
    role: null,
    status: 200,
    answer: z.object({ smtp: z.boolean(), mailboxPath: z.string() }),
  }),
} as const;
