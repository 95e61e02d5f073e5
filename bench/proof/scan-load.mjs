// The scanners' load, in a process of its own (the load generator does not share the servers' event
// loops): autocannon's API with one connection per scanner at a scanner's pace (each connection starts
// its requests of a second together, so the doors scan at the same moments). Request k carries the
// token of scanner k mod scanners and scans ticket floor(k / perTicket): consecutive requests go out
// together, so each card is scanned by several doors at once.
// Prints { latencies, statuses, admitted, refused, errors }.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, tokens, role, codes, perTicket, ratePerScanner, seconds } = JSON.parse(
  readFileSync(process.argv[2], 'utf8'),
);
let next = 0;
const latencies = [];
const statuses = {};
let admitted = 0;
let refused = 0;
const instance = autocannon({
  url,
  connections: tokens.length,
  connectionRate: ratePerScanner,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const k = next++;
        const code = codes[Math.floor(k / perTicket) % codes.length];
        const token = tokens[k % tokens.length];
        return {
          ...request,
          headers: { 'content-type': 'application/json', [`x-${role}-token`]: `Bearer ${token}` },
          body: JSON.stringify({ code }),
        };
      },
      onResponse: (status, body) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 200) return;
        if (JSON.parse(body).admitted) admitted++;
        else refused++;
      },
    },
  ],
});
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
const result = await instance;
process.stdout.write(
  JSON.stringify({
    latencies,
    statuses,
    admitted,
    refused,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
