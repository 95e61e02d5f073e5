// An open-loop load in a process of its own (the load generator does not share the servers' event
// loops): every request goes out at its own moment of a schedule, whether or not the earlier ones
// were answered, as customers and doors do; closed-loop tools (autocannon, wrk) wait for an answer
// before the next request and so hide the queue. Every answer is waited for.
// Reads { url, requests: [{ at (ms from the start), headers, body }] }; prints
// { answers: [{ status, ms, body }], late } where `late` counts requests sent over 5 ms after their moment.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { url, requests } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const target = new URL(url);

function send({ headers, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 500),
          }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: error.message }));
    req.end(body);
  });
}

const start = performance.now();
let late = 0;
const answers = await Promise.all(
  requests.map(
    (request) =>
      new Promise((resolve) => {
        setTimeout(
          () => {
            if (performance.now() - start - request.at > 5) late++;
            send(request).then(resolve);
          },
          Math.max(0, request.at - (performance.now() - start)),
        );
      }),
  ),
);
agent.destroy();
process.stdout.write(JSON.stringify({ answers, late }));
