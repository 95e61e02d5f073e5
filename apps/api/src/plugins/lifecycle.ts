import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** whether this instance still takes traffic (GET /api/ready) */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  readonly draining: boolean;
  /**
   * From SIGTERM on, GET /api/ready answers 503 so the load balancer stops sending new requests;
   * requests still arriving are served until the server closes.
   */
  startDraining(): void;
}

export const lifecyclePlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
    });
  },
  { name: 'lifecycle' },
);
