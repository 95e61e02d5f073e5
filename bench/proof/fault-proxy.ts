import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A small TCP proxy between the API and PostgreSQL, as Toxiproxy: it forwards every connection to the
 * upstream and can add latency to each chunk, cut every open connection at once, or refuse new ones.
 */
export async function startFaultProxy(options: { port: number; upstreamHost: string; upstreamPort: number }) {
  const open = new Set<Socket>();
  const faults = { latencyMs: 0, refusing: false };
  let cuts = 0;
  const delayed = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (faults.latencyMs === 0) {
        if (!to.write(chunk)) from.pause();
        return;
      }
      // the order of the chunks holds: each waits the same latency, and timers of equal delay fire in order
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, faults.latencyMs);
    });
    to.on('drain', () => from.resume());
  };
  const server = createServer((client) => {
    if (faults.refusing) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: options.upstreamHost, port: options.upstreamPort });
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    delayed(client, upstream);
    delayed(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
    /** milliseconds added to every chunk in both directions (0: none) */
    setLatency(ms: number) {
      faults.latencyMs = ms;
    },
    /** new connections are closed at once while true */
    setRefusing(refusing: boolean) {
      faults.refusing = refusing;
    },
    /** cuts every open connection (a network failure between the API and the database) */
    cutAll() {
      cuts++;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    get cuts() {
      return cuts;
    },
    get openConnections() {
      return open.size / 2;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
