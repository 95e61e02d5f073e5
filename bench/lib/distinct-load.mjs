// autocannon with a query string of its own per request: `[<id>]` in the URL becomes a new number each
// time. The CLI cannot take such a URL (its argument parser reads brackets as sub-arguments), so this
// runs autocannon's API in a process of its own and prints the same JSON report as `autocannon -j`.
import autocannon from 'autocannon';

const { url, connections, seconds, headers } = JSON.parse(process.argv[2]);
const target = new URL(url.replace('[<id>]', 'ID'));
const template = `${target.pathname}${target.search}`;
let next = 0;
const result = await autocannon({
  url: target.origin,
  connections,
  duration: seconds,
  headers,
  requests: [{ setupRequest: (request) => ({ ...request, path: template.replace('ID', String(next++)) }) }],
});
process.stdout.write(JSON.stringify(result));
