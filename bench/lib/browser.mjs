// The two measurements that drive Debian Chromium directly through Playwright: the real
// (unthrottled) first paint and lab INP (bench/README.md).
import { chromium } from '@playwright/test';

/** The full browser, as Lighthouse runs it (the tests use its headless shell). */
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
// Lighthouse's mobile screen; nl-NL so `/` is the Dutch home and not a redirect to /en.
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  locale: 'nl-NL',
};

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * First contentful paint of `runs` fresh phone-sized contexts, unthrottled: what Lantern sees as
 * "observed" before it simulates. A page that paints after its scripts have arrived gets every
 * script counted into its simulated LCP, so this is the lever for the Lighthouse LCP (Appendix F).
 * The pages are loaded in turns (page A, B, C, A, B, C, …) so a burst of load on the machine
 * touches every page alike instead of one page's whole series.
 */
export async function firstPaints(urls, { runs }) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  const samples = Object.fromEntries(Object.keys(urls).map((key) => [key, []]));
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const [key, url] of Object.entries(urls)) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        const fcp = await page.evaluate(
          () =>
            new Promise((resolve) => {
              // Buffered: the paint entry exists by `load` on every page measured so far; the
              // timeout keeps a page that never paints from hanging the run.
              new PerformanceObserver((list) => {
                const entry = list.getEntriesByName('first-contentful-paint')[0];
                if (entry) resolve(entry.startTime);
              }).observe({ type: 'paint', buffered: true });
              setTimeout(() => resolve(null), 3000);
            }),
        );
        samples[key].push(fcp === null ? Number.NaN : Math.round(fcp));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.entries(samples).map(([key, values]) => [
      key,
      { medianMs: median(values), runsMs: values },
    ]),
  );
}

/**
 * Lab INP of one interaction (Appendix C): a fresh phone context with the CPU slowed 4× through
 * the DevTools protocol, the page loaded and left 2 s to hydrate, `prepare` run (e.g. opening the
 * filter panel; not counted), then `act`. The latency is the longest Event Timing entry of the
 * interactions that started after `prepare`, which is what web-vitals' onINP reports for a page
 * with one interaction (web-vitals reads the same entries). Event Timing reports nothing under
 * 16 ms, so a faster interaction shows as 16. Median over `runs` fresh loads.
 */
export async function interactionLatency(url, { prepare, act, runs }) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  const values = [];
  const errors = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          window.__interactions = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.interactionId)
                window.__interactions.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: 'event', durationThreshold: 16, buffered: true });
        });
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.waitForTimeout(2000);
        if (prepare) await prepare(page);
        await page.waitForTimeout(500);
        const mark = await page.evaluate(() => performance.now());
        await act(page);
        await page.waitForTimeout(1500);
        const latency = await page.evaluate(
          (from) =>
            Math.max(
              16,
              ...window.__interactions.filter((e) => e.start >= from).map((e) => e.duration),
            ),
          mark,
        );
        values.push(latency);
      } catch (error) {
        errors.push(error.message.split('\n')[0]);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { medianMs: median(values), runsMs: values, errors };
}
