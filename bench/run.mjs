// `npm run bench`: builds the shop and the floor app (bench/floor, same next/react), serves both,
// and measures home, a category and a product page against the floor in the same run.
// Method: shared/reference/performance.md §4. Options: --quick, --skip-build, --odoo-delay <ms>.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUTOCANNON,
  LIGHTHOUSE,
  adyenChunks,
  fetchPage,
  firstLoad,
  lighthouse,
  throughput,
} from './lib/measure.mjs';
import { freePort, pinNote, run, start, stop, stopAllSync, waitForHttp } from './lib/procs.mjs';
import { printTable, tableRows } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floorDir = path.join(root, 'bench', 'floor');
const next = path.join(root, 'node_modules', '.bin', 'next');
const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const skipBuild = argv.includes('--skip-build');
const delayAt = argv.indexOf('--odoo-delay');
const odooDelayMs = delayAt >= 0 ? Number(argv[delayAt + 1]) : 0;
if (delayAt >= 0 && !(odooDelayMs > 0))
  throw new Error('--odoo-delay needs a number of ms, e.g. 100');

const options = {
  quick,
  skipBuild,
  odooDelayMs,
  lighthouseRuns: quick ? 1 : 5,
  lighthouseWarmUp: !quick,
  throughputSeconds: quick ? 3 : 10,
  warmUpSeconds: quick ? 1 : 3,
};
const startedAt = new Date();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const log = (name) => path.join(workDir, `${name}.log`);
const say = (message) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0)}s] ${message}`);

process.on('exit', stopAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const SHOP_PAGES = { home: '/', category: '/category/computers' };
const PRODUCT_LINK = /href="((?:\/[a-z]{2})?\/product\/[^"#?]+)"/;

/** mock-odoo on 8069 like `npm run mock-odoo`; an already running one is reused, never changed. */
async function ensureMockOdoo() {
  const url = `http://127.0.0.1:${process.env.MOCK_ODOO_PORT ?? 8069}`;
  if (process.env.ODOO_URL) return process.env.ODOO_URL.replace(/\/+$/, '');
  try {
    if ((await fetch(`${url}/__mock/health`)).ok) {
      say(`using the mock-odoo already running on ${url}`);
      return url;
    }
  } catch {
    /* not running: start our own */
  }
  const child = start(path.join(root, 'node_modules', '.bin', 'tsx'), ['mock-odoo/main.ts'], {
    cwd: root,
    cpu: 0,
    logFile: log('mock-odoo'),
  });
  await waitForHttp(`${url}/__mock/health`, { child });
  return url;
}

/** A second, delayed mock-odoo on its own port (in memory) so a shared one is never slowed down. */
async function startDelayedMock() {
  const port = await freePort();
  const env = {
    MOCK_ODOO_PORT: String(port),
    MOCK_ODOO_DB: 'memory',
    MOCK_ODOO_DELAY_MS: String(odooDelayMs),
  };
  const child = start(path.join(root, 'node_modules', '.bin', 'tsx'), ['mock-odoo/main.ts'], {
    cwd: root,
    env,
    cpu: 0,
    logFile: log('mock-odoo-delayed'),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/__mock/health`, { child });
  return { child, url };
}

async function startShop(odooUrl) {
  const port = await freePort();
  // The payment step signs a shopper in, which needs a cookie key (any, for this run).
  const env = {
    PORT: String(port),
    ODOO_URL: odooUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    SHOP_SECRET: process.env.SHOP_SECRET ?? randomBytes(32).toString('base64url'),
  };
  const child = start('npm', ['start'], { cwd: root, env, cpu: 1, logFile: log('shop') });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(base + '/', { child });
  return { child, base };
}

async function startFloor() {
  const port = await freePort();
  const args = ['start', floorDir, '-p', String(port), '-H', '127.0.0.1'];
  const child = start(next, args, {
    cwd: root,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    cpu: 1,
    logFile: log('floor'),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(base + '/', { child });
  return { child, base };
}

/** Resolves the pages to measure; a page that does not answer 200 is kept as "missing". */
async function resolvePages(shopBase, floorBase) {
  const pages = {};
  const load = async (key, base, pagePath) => {
    const page = await fetchPage(base + pagePath);
    pages[key] = { path: pagePath, url: page.url, status: page.status, html: page.html };
  };
  await load('home', shopBase, SHOP_PAGES.home);
  await load('category', shopBase, SHOP_PAGES.category);
  const source = [pages.category, pages.home].find(
    (p) => p.status === 200 && PRODUCT_LINK.test(p.html),
  );
  const productPath = source ? source.html.toString().match(PRODUCT_LINK)[1] : null;
  if (productPath) await load('product', shopBase, productPath);
  else pages.product = { path: '(no product link found)', status: null };
  await load('floorHello', floorBase, '/');
  await load('floorCached', floorBase, '/cached');
  for (const [key, page] of Object.entries(pages)) {
    if (page.status !== 200) say(`missing page: ${key} ${page.path} (${page.status ?? 'no link'})`);
  }
  return pages;
}

/**
 * The payment step as a signed-in shopper sees it (mock-odoo's checkout15, two products and a
 * delivery method): its first-load bytes, which must not hold Adyen's library (a dynamic chunk).
 */
async function loadPaymentStep(pages, shopBase, odooUrl) {
  const pagePath = '/checkout/payment';
  try {
    const login = await fetch(`${shopBase}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shopBase },
      body: JSON.stringify({
        locale: 'nl',
        input: { email: 'checkout15@example.com', password: 'checkout123', remember: false },
      }),
    });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const session = cookies.find((cookie) => cookie.startsWith('session_id=')) ?? '';
    const odoo = async (query, variables) => {
      const response = await fetch(`${odooUrl}/graphql/vsf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(body.errors[0].message);
      return body.data;
    };
    const variants = [];
    for (const sku of ['SKU-00001-SLV-32GB', 'SKU-00002-16GB']) {
      const data = await odoo(
        'query ($search: String!) { products(search: $search, pageSize: 1) { products { productVariants { id sku } } } }',
        { search: sku },
      );
      const variant = data.products.products[0]?.productVariants.find((v) => v.sku === sku);
      if (variant) variants.push({ id: variant.id, quantity: 1 });
    }
    await odoo(
      'mutation ($p: [ProductInput!]!) { cartAddMultipleItems(products: $p) { order { id } } }',
      {
        p: variants,
      },
    );
    const { deliveryMethods } = await odoo('{ deliveryMethods { id } }');
    await odoo(
      'mutation ($id: Int!) { setShippingMethod(shippingMethodId: $id) { order { id } } }',
      {
        id: deliveryMethods[0].id,
      },
    );
    const page = await fetchPage(shopBase + pagePath, cookies.join('; '));
    const reached = page.url.endsWith(pagePath);
    pages.payment = {
      path: pagePath,
      url: page.url,
      status: reached ? page.status : null,
      html: page.html,
    };
  } catch (error) {
    say(`payment step not measured: ${error.message}`);
    pages.payment = { path: pagePath, status: null };
  }
}

const available = (pages) => Object.entries(pages).filter(([, page]) => page.status === 200);

// Other work on the machine (builds, browsers) skews every figure; say so instead of hiding it.
const loadAverage = +os.loadavg()[0].toFixed(1);

async function main() {
  say(`work dir ${workDir}; ${pinNote}; load average ${loadAverage}`);
  if (loadAverage > 1)
    say('warning: the machine is busy; figures will be noisy (perf §4.2 item 6)');
  // Fetch the tools first so their download never lands inside a measurement.
  await run('npx', ['-y', LIGHTHOUSE, '--version'], { cwd: workDir, logFile: log('npx') });
  await run('npx', ['-y', AUTOCANNON, '--version'], { cwd: workDir, logFile: log('npx') });

  const odooUrl = await ensureMockOdoo();
  const built = (dir) => existsSync(path.join(dir, '.next', 'BUILD_ID'));
  if (!skipBuild || !built(root)) {
    say('building the shop (npm run build)');
    await run('npm', ['run', 'build'], {
      cwd: root,
      env: { ODOO_URL: odooUrl },
      logFile: log('shop-build'),
    });
  }
  if (!skipBuild || !built(floorDir)) {
    say('building the floor app (bench/floor)');
    const env = { NEXT_TELEMETRY_DISABLED: '1' };
    await run(next, ['build', floorDir], { cwd: root, env, logFile: log('floor-build') });
  }

  say('starting the shop and the floor');
  let shop = await startShop(odooUrl);
  const floor = await startFloor();
  const pages = await resolvePages(shop.base, floor.base);
  await loadPaymentStep(pages, shop.base, odooUrl);

  say('first-load JS and HTML');
  for (const [, page] of available(pages)) page.firstLoad = await firstLoad(page.url, page.html);
  if (pages.payment.status === 200)
    pages.payment.adyenChunks = adyenChunks(path.join(root, '.next'));

  for (const [key, page] of available(pages)) {
    // The hello page is the Lighthouse floor; the payment step is measured for its bytes only.
    if (key === 'floorCached' || key === 'payment') continue;
    say(
      `lighthouse ${key} (${options.lighthouseWarmUp ? 'warm-up + ' : ''}${options.lighthouseRuns} run(s))`,
    );
    try {
      page.lighthouse = await lighthouse(page.url, {
        runs: options.lighthouseRuns,
        warmUp: options.lighthouseWarmUp,
        workDir,
        name: `lh-${key}`,
        logFile: log('lighthouse'),
      });
    } catch (error) {
      page.lighthouse = { error: error.message };
    }
  }

  const cannon = {
    seconds: options.throughputSeconds,
    warmUpSeconds: options.warmUpSeconds,
    workDir,
  };
  for (const [key, page] of available(pages)) {
    if (key === 'floorHello' || key === 'payment') continue; // the cached page is the floor
    say(`throughput ${key}`);
    page.throughput = await throughput(page.url, { ...cannon, logFile: log('autocannon') });
  }

  if (odooDelayMs > 0) {
    say(`throughput again with mock-odoo delayed by ${odooDelayMs} ms`);
    const delayed = await startDelayedMock();
    await stop(shop.child);
    shop = await startShop(delayed.url);
    for (const [key, page] of available(pages)) {
      if (key.startsWith('floor') || key === 'payment') continue;
      const url = shop.base + new URL(page.url).pathname;
      page.throughputDelayed = await throughput(url, { ...cannon, logFile: log('autocannon') });
    }
  }

  const rows = tableRows(pages, options);
  printTable(rows);
  const results = {
    date: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    commit: git(['rev-parse', '--short', 'HEAD']),
    versions: versions(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, pinning: pinNote, loadAverage },
    options,
    pages: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, withoutHtml(page)])),
    rows,
  };
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  say(
    `done in ${results.durationSeconds} s; results in ${path.relative(root, file)}; logs in ${workDir}`,
  );
}

function withoutHtml(page) {
  const copy = { ...page };
  delete copy.html;
  return copy;
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function versions() {
  const version = (name) =>
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return {
    node: process.version,
    next: version('next'),
    react: version('react'),
    lighthouse: LIGHTHOUSE,
    autocannon: AUTOCANNON,
  };
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench] failed: ${error.message}`);
    process.exit(1);
  },
);
