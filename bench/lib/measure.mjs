// Three measurements of bench/README.md: first-load JS + HTML, Lighthouse mobile median and
// throughput.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CHROME } from './browser.mjs';
import { run } from './procs.mjs';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
export const AUTOCANNON = 'autocannon@8.0.0';
const kib = (bytes) => +(bytes / 1024).toFixed(1);
const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
// Markers of Apollo Client / graphql-js that survive minification (class names kept in messages).
const APOLLO_MARKERS = /ApolloClient|InMemoryCache|GraphQLError|Syntax Error: Unexpected/;
// Markers of Adyen's web library and its stylesheet (class prefixes and hosts survive minification).
const ADYEN_MARKERS = /adyen-checkout__|checkoutshopper-|AdyenCheckout/;

/**
 * fetch with two more tries: on a busy machine a connection is sometimes reset, and one reset
 * must not end a 40-minute run. The error names the URL.
 */
async function fetchRetrying(url, init) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    } catch (error) {
      if (attempt >= 3) throw new Error(`${url}: ${error.cause?.message ?? error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/** Fetches a page with its status (a page not built yet shows as missing). */
export async function fetchPage(url, cookie) {
  const { response, body } = await fetchRetrying(url, cookie ? { headers: { cookie } } : undefined);
  return { status: response.status, url: response.url, html: body };
}

/** Initial JS: every <script src> except noModule polyfills, gzip -9; plus HTML sizes. */
export async function firstLoad(pageUrl, html) {
  const text = html.toString();
  const tags = [...text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
  const sources = new Set(
    tags
      .filter((attrs) => !/nomodule/i.test(attrs))
      .map((attrs) => (attrs.match(/\ssrc="([^"]+)"/) || [])[1])
      .filter(Boolean),
  );
  const inline = [...text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  let raw = 0;
  let gz = 0;
  let br = 0;
  let apollo = false;
  let adyen = 0;
  for (const src of sources) {
    const { body: script } = await fetchRetrying(new URL(src, pageUrl));
    const scriptGzip = gzip(script);
    raw += script.length;
    gz += scriptGzip;
    br += zlib.brotliCompressSync(script).length;
    apollo ||= APOLLO_MARKERS.test(script.toString());
    if (ADYEN_MARKERS.test(script.toString())) adyen += scriptGzip;
  }
  return {
    scripts: sources.size,
    jsRawKiB: kib(raw),
    jsGzipKiB: kib(gz),
    jsBrotliKiB: kib(br),
    htmlRawKiB: kib(html.length),
    htmlGzipKiB: kib(gzip(html)),
    inlineScriptKiB: kib(Buffer.byteLength(inline)),
    apolloOrGraphql: apollo,
    // gzip bytes of the first-load scripts that carry Adyen's library (0 outside the payment step).
    adyenGzipBytes: adyen,
  };
}

/**
 * The build's files that carry Adyen's library or styles: what the payment step loads when the
 * shopper chooses the Drop-in (a dynamic chunk), reported on its own row.
 */
export function adyenChunks(buildDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(js|css)$/.test(entry.name)) files.push(file);
    }
  };
  walk(path.join(buildDir, 'static'));
  let js = 0;
  let css = 0;
  let count = 0;
  for (const file of files) {
    const content = readFileSync(file);
    if (!ADYEN_MARKERS.test(content.toString())) continue;
    count += 1;
    if (file.endsWith('.css')) css += gzip(content);
    else js += gzip(content);
  }
  return { files: count, jsGzipKiB: kib(js), cssGzipKiB: kib(css) };
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // A Dutch visitor: `/` is the nl home. With Chromium's default en-US the shop would first
  // redirect `/` to `/en` (locale detection), and the run would time a redirect plus /en.
  '--accept-lang=nl-NL,nl',
];

async function lighthouseOnce(url, workDir, name, logFile, throttling) {
  const output = path.join(workDir, `${name}.json`);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'));
  // npx runs from the work dir so nothing touches the project's package.json or lockfile.
  await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      `--throttling-method=${throttling}`,
      '--max-wait-for-load=30000',
      `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
    ],
    { cwd: workDir, env: { CHROME_PATH: CHROME }, logFile },
  );
  return JSON.parse(readFileSync(output, 'utf8'));
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
// The unthrottled load Lighthouse observed before simulating: when its first paint came.
const observedFcp = (lhr) =>
  Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Lighthouse's own computeMedianRun (core/lib/median-run.js): closest to median FCP and TTI. */
export function medianRun(runs) {
  const fcp = median(runs.map((r) => numeric(r, 'first-contentful-paint')));
  const tti = median(runs.map((r) => numeric(r, 'interactive')));
  const distance = (r) =>
    (fcp - numeric(r, 'first-contentful-paint')) ** 2 + (tti - numeric(r, 'interactive')) ** 2;
  return [...runs].sort(
    (a, b) => distance(a) - distance(b) || numeric(a, 'interactive') - numeric(b, 'interactive'),
  )[0];
}

/**
 * Warm-up run (discarded), then `runs` runs; the median run's metrics. `throttling` is
 * Lighthouse's default 'simulate' (Lantern) or 'devtools' (the load really slowed down in the
 * browser, which no late first paint can inflate, but slower and noisier).
 */
export async function lighthouse(
  url,
  { runs, warmUp, workDir, name, logFile, throttling = 'simulate' },
) {
  if (warmUp) await lighthouseOnce(url, workDir, `${name}-warmup`, logFile, throttling);
  const results = [];
  for (let i = 1; i <= runs; i += 1)
    results.push(await lighthouseOnce(url, workDir, `${name}-${i}`, logFile, throttling));
  const lhr = medianRun(results);
  const score = (r) => Math.round(r.categories.performance.score * 100);
  return {
    score: score(lhr),
    scores: results.map(score),
    lcpRunsMs: results.map((r) => Math.round(numeric(r, 'largest-contentful-paint'))),
    observedFcpMs: observedFcp(lhr),
    observedFcpRunsMs: results.map(observedFcp),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: +numeric(lhr, 'cumulative-layout-shift').toFixed(3),
    siMs: Math.round(numeric(lhr, 'speed-index')),
    bootupMs: Math.round(numeric(lhr, 'bootup-time')),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * autocannon installed once in a tools folder outside the project (reused by later runs): the
 * programmatic API it offers is what lets a run vary the URL per request (bench/lib/cannon.mjs).
 */
export async function installAutocannon(logFile) {
  const tools = path.join(os.tmpdir(), `shop-bench-tools-${AUTOCANNON.replace(/\W/g, '-')}`);
  if (!existsSync(path.join(tools, 'node_modules', 'autocannon', 'package.json'))) {
    mkdirSync(tools, { recursive: true });
    await run('npm', ['init', '-y'], { cwd: tools, logFile });
    await run('npm', ['install', '--no-audit', '--no-fund', AUTOCANNON], { cwd: tools, logFile });
  }
  return tools;
}

const cannonScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cannon.mjs');

/**
 * autocannon at `connections` (10) after a short discarded warm-up, the load generator on CPU 0.
 * `cookie` sends a shopper's cookies; `uniquePrice` asks for a new price range on every request.
 */
export async function throughput(
  url,
  {
    seconds,
    warmUpSeconds,
    tools,
    logFile,
    cookie,
    uniquePrice = false,
    rotate,
    connections = 10,
    odooUrl,
  },
) {
  const headers = { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) };
  const cannon = async (duration) =>
    JSON.parse(
      await run(
        process.execPath,
        [
          cannonScript,
          JSON.stringify({ url, connections, seconds: duration, headers, uniquePrice, rotate }),
        ],
        { env: { BENCH_TOOLS: tools }, cpu: 0, logFile, capture: true },
      ),
    );
  await cannon(warmUpSeconds);
  // Which side spent the time: the server under test or the backend behind it.
  const processes = { server: listenerPid(url), odoo: odooUrl ? listenerPid(odooUrl) : null };
  const cpuBefore = cpuTimes(processes);
  const result = await cannon(seconds);
  const cpuAfter = cpuTimes(processes);
  // No completed response means no latency sample: null, not autocannon's 0.
  const answered = result.latency.totalCount > 0;
  const perRequest = (key) =>
    answered && cpuBefore[key] != null && cpuAfter[key] != null
      ? +((cpuAfter[key] - cpuBefore[key]) / result.requests.total).toFixed(1)
      : null;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMsPerRequest: perRequest('server'),
    odooCpuMsPerRequest: perRequest('odoo'),
    completed: result['2xx'],
    p50Ms: answered ? result.latency.p50 : null,
    p99Ms: answered ? result.latency.p99 : null,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

/** The process listening on a URL's local port (Linux `ss`), or null where that cannot be told. */
function listenerPid(url) {
  try {
    const port = new URL(url).port;
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
    return Number(out.match(/pid=(\d+)/)?.[1]) || null;
  } catch {
    return null;
  }
}

// /proc/<pid>/stat counts CPU time in clock ticks, 100 a second on Linux.
const TICK_MS = 10;

/** User + system CPU time so far, ms, of each process (null when unknown). */
function cpuTimes(pids) {
  const times = {};
  for (const [key, pid] of Object.entries(pids)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      times[key] = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      times[key] = null;
    }
  }
  return times;
}
