// Child process of the bench (pinned to the load generator's core): one autocannon run through
// its programmatic API, printed as autocannon's JSON result. The API (not the CLI) is used so a
// run can ask for a different URL on every request: `uniquePrice`, a filtered category whose price
// range no cache has seen; `rotate`, the same few queries in turn (filter sets shoppers click
// again and again). autocannon is installed in a tools folder outside the project (BENCH_TOOLS);
// it is not a project dependency.
import { createRequire } from 'node:module';
import path from 'node:path';

const { url, connections, seconds, headers, uniquePrice, rotate } = JSON.parse(process.argv[2]);
const autocannon = createRequire(path.join(process.env.BENCH_TOOLS, 'package.json'))('autocannon');

const target = new URL(url);
let sent = 0;
/** The query of the nth request, or null for the URL as given. */
function queryOf(n) {
  if (uniquePrice) {
    // Each request's upper bound is new, so neither Next nor mock-odoo can answer from a cache.
    const query = new URLSearchParams(target.search);
    query.set('price', `${n % 100}-${2000 + n}`);
    return query.toString();
  }
  return rotate?.length ? rotate[n % rotate.length] : null;
}

const requests =
  uniquePrice || rotate?.length
    ? [
        {
          setupRequest: (request) => {
            sent += 1;
            return { ...request, path: `${target.pathname}?${queryOf(sent)}` };
          },
        },
      ]
    : undefined;

const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers,
  requests,
});
process.stdout.write(JSON.stringify(result));
