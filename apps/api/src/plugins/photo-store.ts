import fp from 'fastify-plugin';
import { type PhotoStore, photoStoreFor } from '../modules/partner/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** where partners' and trainers' photos are kept: the upload folder, or an S3-compatible store */
    photoStore: PhotoStore;
  }
}

/** The photo store, made once from the configuration (UPLOAD_DIR or S3_*). */
export const photoStorePlugin = fp(
  async (app) => {
    app.decorate('photoStore', photoStoreFor(app.ctx.config));
  },
  { name: 'photo-store', dependencies: ['context'] },
);
