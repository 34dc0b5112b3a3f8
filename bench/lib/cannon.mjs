// Child process of the bench (pinned to the load generator's core): one autocannon run through
// its programmatic API, printed as autocannon's JSON result. The API (not the CLI) is used so a
// run can ask for a different URL on every request (`uniquePrice`: a filtered category whose price
// range no cache has seen). autocannon is installed in a tools folder outside the project
// (BENCH_TOOLS); it is not a project dependency.
import { createRequire } from 'node:module';
import path from 'node:path';

const { url, connections, seconds, headers, uniquePrice } = JSON.parse(process.argv[2]);
const autocannon = createRequire(path.join(process.env.BENCH_TOOLS, 'package.json'))('autocannon');

const target = new URL(url);
let sent = 0;
const requests = uniquePrice
  ? [
      {
        // Each request's upper bound is new, so neither Next nor mock-odoo can answer from a cache.
        setupRequest: (request) => {
          sent += 1;
          const query = new URLSearchParams(target.search);
          query.set('price', `${sent % 100}-${2000 + sent}`);
          return { ...request, path: `${target.pathname}?${query}` };
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
