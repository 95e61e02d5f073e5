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
} as const;
