// `npm run bench`: builds the shop and the floor app (bench/floor, same next/react), serves both,
// and measures the shop's pages against the floor in the same run. Method: bench/README.md.
// Options: --quick, --skip-build, --odoo-delay <ms>.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME, firstPaints, interactionLatency } from './lib/browser.mjs';
import {
  AUTOCANNON,
  LIGHTHOUSE,
  adyenChunks,
  fetchPage,
  firstLoad,
  installAutocannon,
  lighthouse,
  throughput,
} from './lib/measure.mjs';
import {
  freePort,
  pinNote,
  run,
  start,
  stop,
  stopAll,
  stopAllSync,
  waitForHttp,
} from './lib/procs.mjs';
import { fillCart, signIn } from './lib/shopper.mjs';
import { printTable, tableRows } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floorDir = path.join(root, 'bench', 'floor');
const next = path.join(root, 'node_modules', '.bin', 'next');
const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const skipBuild = argv.includes('--skip-build');
const delayAt = argv.indexOf('--odoo-delay');
// A full run repeats the throughput rows with mock-odoo 100 ms slower (the issue's slow Odoo);
// --quick skips that unless asked, `--odoo-delay 0` skips it in a full run.
const odooDelayMs = delayAt >= 0 ? Number(argv[delayAt + 1]) : quick ? 0 : 100;
if (!(odooDelayMs >= 0)) throw new Error('--odoo-delay needs a number of ms, e.g. 100');

const options = {
  quick,
  skipBuild,
  odooDelayMs,
  lighthouseRuns: quick ? 1 : 9,
  lighthouseWarmUp: !quick,
  // Devtools throttling really slows the load down (about 30 s a run): fewer runs, full run only.
  devtoolsRuns: quick ? 0 : 3,
  firstPaintRuns: quick ? 5 : 15,
  inpRuns: quick ? 1 : 5,
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

// The shop's pages. `browse` pages are static and judged against the floor; `dynamic` ones are
// request-time routes with absolute targets; `checkout` steps are measured for their bytes only.
const SHOP_PAGES = {
  home: { path: '/', kind: 'browse' },
  category: { path: '/category/computers', kind: 'browse' },
  product: { path: null, kind: 'browse' }, // the first product linked from the category page
  cart: { path: '/cart', kind: 'dynamic', shopper: 'checkout' },
  search: { path: '/search?q=laptop', kind: 'dynamic' },
  orders: { path: '/my/orders', kind: 'dynamic', shopper: 'orders' },
  // The filter sets a shopper clicks (facets from the category page, price ranges), in turn.
  filterSets: { path: '/category/computers?price=0-1000', kind: 'dynamic', rotate: true },
  // Every request gets a price range of its own (bench/lib/cannon.mjs), so it reaches Odoo.
  filtered: { path: '/category/computers?price=0-2000', kind: 'dynamic', uniquePrice: true },
  shipping: { path: '/checkout/shipping', kind: 'checkout', shopper: 'checkout' },
  billing: { path: '/checkout/billing', kind: 'checkout', shopper: 'checkout' },
  review: { path: '/checkout/review', kind: 'checkout', shopper: 'checkout' },
  payment: { path: '/checkout/payment', kind: 'checkout', shopper: 'checkout' },
};
const PRODUCT_LINK = /href="((?:\/[a-z]{2})?\/product\/[^"#?]+)"/;
// In the markup (href="…") or in the page's inline payload (\"href\":\"…\").
const FACET_LINK = /href(?:="|\\":\\")\/category\/computers\?([^"\\]+)/g;
const PRICE_SETS = ['price=0-1000', 'price=1000-2000'];

/** Four facet links of the category page (no paging or sorting) and two price ranges. */
function filterSets(categoryHtml) {
  const facets = new Set();
  for (const [, query] of String(categoryHtml ?? '').matchAll(FACET_LINK)) {
    const decoded = query.replaceAll('&amp;', '&');
    if (!/(^|&)(page|sort|itemsPerPage)=/.test(decoded)) facets.add(decoded);
  }
  return [...[...facets].slice(0, 4), ...PRICE_SETS];
}
// mock-odoo's seeded shoppers: checkout15 gets a cart (and keeps it), consumer has orders.
const SHOPPERS = {
  checkout: ['checkout15@example.com', 'checkout123'],
  orders: ['consumer@example.com', 'consumer123'],
};
// The lab INP interactions (Appendix C), on mock-odoo's seeded laptops: the Nordbyte's colour ×
// memory variants; the Kestrel KX-680, whose default variant is in stock (the Nordbyte's is not,
// so its page offers no add to cart until another variant is chosen).
const LAPTOP = '/product/nordbyte-travel-laptop-15-6-nb-320-1';
const IN_STOCK_LAPTOP = '/product/kestrel-business-laptop-13-kx-680-15';
const nl = JSON.parse(readFileSync(path.join(root, 'messages', 'nl.json'), 'utf8'));
const INTERACTIONS = {
  'add to cart': {
    path: IN_STOCK_LAPTOP,
    act: (page) =>
      page.locator('article').getByRole('button', { name: nl.Product.addToCart }).first().click(),
  },
  'pick a variant': {
    path: LAPTOP,
    act: (page) => page.getByRole('radio', { name: '32 GB' }).check(),
  },
  'apply a filter': {
    path: '/category/computers',
    // On a phone the facets sit in a panel; opening it is a separate interaction, not counted.
    prepare: (page) => page.getByRole('button', { name: nl.Listing.showFilters }).click(),
    // The label, like a shopper's tap: the checkbox itself is only checked once the filtered
    // page has arrived (its state is the URL's), and a swatch's input is visually hidden.
    act: (page) =>
      page
        .getByRole('dialog', { name: nl.Listing.filters })
        .locator('label')
        .filter({ hasText: /^Zwart$/ })
        .first()
        .click(),
  },
};

/**
 * mock-odoo on MOCK_ODOO_PORT (8069) like `npm run mock-odoo`. One already running is reused and
 * never changed (`ours: false`); one this run starts may be slowed down through its fault endpoint.
 */
async function ensureMockOdoo() {
  if (process.env.ODOO_URL) return { url: process.env.ODOO_URL.replace(/\/+$/, ''), ours: false };
  const url = `http://127.0.0.1:${process.env.MOCK_ODOO_PORT ?? 8069}`;
  try {
    if ((await fetch(`${url}/__mock/health`)).ok) {
      say(`using the mock-odoo already running on ${url} (it will not be slowed down)`);
      return { url, ours: false };
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
  return { url, ours: true };
}

async function setOdooDelay(odooUrl, delayMs) {
  const response = await fetch(`${odooUrl}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delayMs }),
  });
  if (!response.ok) throw new Error(`mock-odoo faults answered ${response.status}`);
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
  const port = Number(process.env.BENCH_SHOP_PORT) || (await freePort());
  // The request-time pages sign shoppers in, which needs a cookie key (any, for this run).
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
  const port = Number(process.env.BENCH_FLOOR_PORT) || (await freePort());
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

/** The cookies of each seeded shopper, signed in through the shop; the checkout one with a cart. */
async function prepareShoppers(shopBase, odooUrl) {
  const shoppers = {};
  for (const [key, [email, password]] of Object.entries(SHOPPERS)) {
    try {
      const session = await signIn(shopBase, email, password);
      if (key === 'checkout') await fillCart(odooUrl, session.odooSession);
      shoppers[key] = session.cookie;
    } catch (error) {
      say(`shopper ${key} not ready: ${error.message}`);
    }
  }
  return shoppers;
}

/**
 * Resolves the pages to measure. A page that does not answer 200 at its own path (a redirect,
 * e.g. a checkout step the cart is not ready for) is kept as "missing" and shown in the table.
 */
async function resolvePages(shopBase, floorBase, shoppers) {
  const pages = {};
  const load = async (key, base, pagePath, extra = {}) => {
    const cookie = extra.shopper ? shoppers[extra.shopper] : undefined;
    if (extra.shopper && !cookie) {
      pages[key] = { ...extra, path: pagePath, status: null };
      return;
    }
    const page = await fetchPage(base + pagePath, cookie);
    const reached = new URL(page.url).pathname === pagePath.split('?')[0];
    pages[key] = {
      ...extra,
      path: pagePath,
      url: page.url,
      status: reached ? page.status : `${page.status} at ${new URL(page.url).pathname}`,
      cookie,
      html: page.html,
    };
  };
  for (const [key, page] of Object.entries(SHOP_PAGES)) {
    if (key === 'product') {
      const source = [pages.category, pages.home].find(
        (p) => p.status === 200 && PRODUCT_LINK.test(p.html),
      );
      const productPath = source ? source.html.toString().match(PRODUCT_LINK)[1] : null;
      if (productPath) await load(key, shopBase, productPath, page);
      else pages.product = { ...page, path: '(no product link found)', status: null };
    } else if (page.rotate) {
      await load(key, shopBase, page.path, { ...page, rotate: filterSets(pages.category?.html) });
    } else await load(key, shopBase, page.path, page);
  }
  await load('floorHello', floorBase, '/', { kind: 'floor' });
  for (const [key, page] of Object.entries(pages)) {
    if (page.status !== 200) say(`missing page: ${key} ${page.path} (${page.status ?? 'no link'})`);
  }
  return pages;
}

/** The floor's prerendered listings of every size (bench/floor/app/sized), with their raw bytes. */
async function sizedFloors(floorBase) {
  const floors = [];
  for (let kib = 8; kib <= 384; kib += 8) {
    const page = await fetchPage(`${floorBase}/sized/${kib}`);
    if (page.status === 200) floors.push({ url: page.url, rawBytes: page.html.length });
  }
  if (floors.length === 0) throw new Error('the floor app serves no /sized pages: rebuild it');
  return floors;
}

const nearest = (floors, bytes) =>
  floors.reduce((best, f) =>
    Math.abs(f.rawBytes - bytes) < Math.abs(best.rawBytes - bytes) ? f : best,
  );

const available = (pages) => Object.entries(pages).filter(([, page]) => page.status === 200);

// Other work on the machine (builds, browsers) skews every figure; say so instead of hiding it.
const loadAverage = () => +os.loadavg()[0].toFixed(1);

async function main() {
  const loadAtStart = loadAverage();
  say(`work dir ${workDir}; ${pinNote}; load average ${loadAtStart}`);
  if (loadAtStart > 1)
    say('warning: the machine is busy; figures will be noisy (perf §4.2 item 6)');
  // Fetch the tools first so their download never lands inside a measurement.
  await run('npx', ['-y', LIGHTHOUSE, '--version'], { cwd: workDir, logFile: log('npx') });
  const tools = await installAutocannon(log('npm'));
  // The full browser (Lighthouse measures it); the tests install only its headless shell.
  execFileSync('bash', [path.join(root, 'scripts', 'ensure-chromium.sh')], {
    env: { ...process.env, CHROME_PATH: CHROME },
    stdio: 'inherit',
  });

  const odoo = await ensureMockOdoo();
  const built = (dir) => existsSync(path.join(dir, '.next', 'BUILD_ID'));
  if (!skipBuild || !built(root)) {
    say('building the shop (npm run build)');
    await run('npm', ['run', 'build'], {
      cwd: root,
      env: { ODOO_URL: odoo.url },
      logFile: log('shop-build'),
    });
  }
  if (
    !skipBuild ||
    !built(floorDir) ||
    !existsSync(path.join(floorDir, '.next', 'server', 'app', 'sized'))
  ) {
    say('building the floor app (bench/floor)');
    const env = { NEXT_TELEMETRY_DISABLED: '1' };
    await run(next, ['build', floorDir], { cwd: root, env, logFile: log('floor-build') });
  }

  say('starting the shop and the floor');
  let shop = await startShop(odoo.url);
  const floor = await startFloor();
  let shoppers = await prepareShoppers(shop.base, odoo.url);
  const pages = await resolvePages(shop.base, floor.base, shoppers);
  const floors = await sizedFloors(floor.base);
  const load = { start: loadAtStart };

  say('first-load JS and HTML');
  for (const [, page] of available(pages)) page.firstLoad = await firstLoad(page.url, page.html);
  if (pages.payment.status === 200)
    pages.payment.adyenChunks = adyenChunks(path.join(root, '.next'));

  const browse = available(pages).filter(([, p]) => p.kind === 'browse' || p.kind === 'floor');
  say(`real first paint (${options.firstPaintRuns} fresh contexts per page)`);
  // A measurement that fails shows as "—" (and n/a) in its rows; the rest of the run goes on.
  try {
    const paints = await firstPaints(
      Object.fromEntries(browse.map(([key, page]) => [key, page.url])),
      { runs: options.firstPaintRuns },
    );
    for (const [key, page] of browse) page.firstPaint = paints[key];
  } catch (error) {
    say(`first paint not measured: ${error.message}`);
  }

  say(`lab INP, 4× CPU (${options.inpRuns} run(s) each)`);
  const interactions = {};
  for (const [name, interaction] of Object.entries(INTERACTIONS)) {
    try {
      interactions[name] = await interactionLatency(shop.base + interaction.path, {
        ...interaction,
        runs: options.inpRuns,
      });
    } catch (error) {
      interactions[name] = { medianMs: null, runsMs: [], errors: [error.message] };
    }
    for (const error of interactions[name].errors) say(`INP ${name}: ${error}`);
  }
  load.browser = loadAverage();

  for (const [key, page] of browse) {
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
  if (options.devtoolsRuns > 0) {
    for (const [key, page] of browse) {
      say(`lighthouse ${key}, devtools throttling (${options.devtoolsRuns} runs)`);
      try {
        page.lighthouseDevtools = await lighthouse(page.url, {
          runs: options.devtoolsRuns,
          warmUp: false,
          workDir,
          name: `lh-devtools-${key}`,
          logFile: log('lighthouse'),
          throttling: 'devtools',
        });
      } catch (error) {
        page.lighthouseDevtools = { error: error.message };
      }
    }
  }
  load.lighthouse = loadAverage();

  const cannon = {
    seconds: options.throughputSeconds,
    warmUpSeconds: options.warmUpSeconds,
    tools,
    logFile: log('autocannon'),
  };
  const measureThroughput = async (base, field, odooUrl) => {
    for (const [key, page] of available(pages)) {
      if (page.kind !== 'browse' && page.kind !== 'dynamic') continue;
      say(`throughput ${key}${field === 'throughput' ? '' : ` (odoo +${odooDelayMs} ms)`}`);
      const url = base + new URL(page.url).pathname + new URL(page.url).search;
      const cookie = page.shopper ? shoppers[page.shopper] : undefined;
      try {
        page[field] = await throughput(url, {
          ...cannon,
          cookie,
          uniquePrice: page.uniquePrice,
          rotate: page.rotate,
          odooUrl,
        });
      } catch (error) {
        say(`throughput ${key} not measured: ${error.message}`);
      }
    }
  };
  // Per-request pages are judged against the static category page of the same pass.
  const againstCategory = (field, staticField) => {
    for (const [, page] of available(pages)) {
      if (page.kind === 'dynamic') page[staticField] = pages.category?.[field];
    }
  };
  await measureThroughput(shop.base, 'throughput', odoo.url);
  againstCategory('throughput', 'staticThroughput');
  // Each browse page against the floor listing of about its own raw HTML bytes (perf G10).
  const floorRuns = new Map();
  for (const [key, page] of available(pages)) {
    if (page.kind !== 'browse') continue;
    const match = nearest(floors, page.firstLoad.htmlRawKiB * 1024);
    if (!floorRuns.has(match.url)) {
      say(`throughput floor ${new URL(match.url).pathname} for ${key}`);
      floorRuns.set(match.url, await throughput(match.url, cannon));
    }
    page.floorThroughput = {
      path: new URL(match.url).pathname,
      htmlRawKiB: +(match.rawBytes / 1024).toFixed(1),
      ...floorRuns.get(match.url),
    };
  }
  load.throughput = loadAverage();

  if (odooDelayMs > 0) {
    say(`throughput again with mock-odoo delayed by ${odooDelayMs} ms`);
    let delayed = null;
    if (odoo.ours) await setOdooDelay(odoo.url, odooDelayMs);
    else {
      // A shared mock-odoo is never slowed down: a second one, with new sessions in it.
      delayed = await startDelayedMock();
      await stop(shop.child);
      shop = await startShop(delayed.url);
      shoppers = await prepareShoppers(shop.base, delayed.url);
    }
    try {
      await measureThroughput(shop.base, 'throughputDelayed', delayed?.url ?? odoo.url);
      againstCategory('throughputDelayed', 'staticThroughputDelayed');
    } finally {
      if (odoo.ours) await setOdooDelay(odoo.url, 0);
      if (delayed) await stop(delayed.child);
    }
  }
  load.end = loadAverage();

  const rows = tableRows(pages, interactions, options);
  printTable(rows, { load, pinNote });
  const results = {
    date: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    commit: git(['rev-parse', '--short', 'HEAD']),
    versions: versions(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, pinning: pinNote, load },
    options,
    pages: Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, withoutHtml(page)])),
    interactions,
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
  delete copy.cookie;
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

// Servers are stopped while this process can still wait for them: a next-server signalled only
// as this process exits outlives it, spinning on writes to the closed log pipe.
main()
  .then(
    () => 0,
    (error) => {
      console.error(`[bench] failed: ${error.message}`);
      return 1;
    },
  )
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
