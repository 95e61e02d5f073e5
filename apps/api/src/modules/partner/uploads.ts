import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from './photo-store.ts';

/** Serves uploaded photos from UPLOAD_DIR at /uploads/ (names are random, so they are cached long). */
export async function uploadsRoutes(app: FastifyInstance) {
  mkdirSync(app.ctx.config.UPLOAD_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.ctx.config.UPLOAD_DIR,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
