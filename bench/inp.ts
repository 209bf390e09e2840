/**
 * Interaction to next paint (INP) on a cheap phone, on the built app (`npm run build`) served by
 * the real server, in Debian's Chromium through Playwright at 375 x 800 with the CPU slowed 4x
 * (the DevTools protocol's Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does).
 *
 * Four interactions a visitor makes: opening the phone menu on Home, switching a bike's tab to
 * SPECIFICATIONS, turning the 360 view by a 100 px drag, and typing a name into the contact
 * form's "Your Name" (one interaction per key). Each is measured INP_RUNS times (default 5), each
 * time on a freshly loaded page once it has hydrated and its network is quiet.
 *
 * The page measures itself with the Event Timing API, as INP is defined: a PerformanceObserver
 * on 'event' entries (durationThreshold 16 ms, buffered) keeps the longest duration of each
 * interactionId, that is from the input to the next paint after its handlers ran. A visit's
 * figure is its worst interaction; the median and the worst over the visits are printed against
 * the 200 ms goal. An interaction under 16 ms is never reported by the browser, so a visit
 * with none reported counts as 16 ms (printed as `below_threshold`).
 *
 * The baseline, measured in the same run, browser and throttling, is a static page served by
 * bare node:http with one button that shows and hides a div: what a tap costs with no framework.
 * A missed goal is printed, not thrown; the exit code flags only a measurement that failed.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '../src/shared/ssr.js';
import { CHROMIUM_PATH, launchBrowser, VIEWPORTS } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { median } from './lib/median.js';

const RUNS = Math.max(1, Number(process.env.INP_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const GOAL_MS = 200;
/** The smallest durationThreshold the Event Timing API accepts. */
const THRESHOLD_MS = 16;
/**
 * A pause before the interaction, so it meets the page at rest rather than a chunk still being
 * compiled after hydration, and one after it: an entry is reported only once the browser knows
 * when the next frame was presented.
 */
const SETTLE_BEFORE_MS = 1000;
const SETTLE_AFTER_MS = 1000;

interface Interaction {
  name: string;
  page: string;
  /** Waits until the page can take the interaction (hydrated, its pictures in). */
  ready(page: Page): Promise<void>;
  /** Performs it and waits for its visible effect, so a figure never comes from a missed tap. */
  act(page: Page): Promise<void>;
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

const NAME = 'Asha Patil';

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the phone menu',
    page: '/',
    ready: hydrated,
    async act(page) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('button', { name: 'Close menu' }).waitFor();
    },
  },
  {
    name: 'switch a bike tab',
    page: '/view-details?bike=Shine',
    ready: hydrated,
    async act(page) {
      await page.getByRole('tab', { name: 'SPECIFICATIONS' }).click();
      await page.getByRole('tabpanel', { name: 'SPECIFICATIONS' }).waitFor();
    },
  },
  {
    name: 'turn the 360 view',
    page: '/angle-view?bike=Shine',
    async ready(page) {
      await hydrated(page);
      // The viewer replaces 'Loading images...' once every frame is in.
      await viewer(page).waitFor();
    },
    async act(page) {
      const box = await viewer(page).boundingBox();
      if (!box) throw new Error('The 360 viewer is not on screen.');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      // One frame per 10 px: 100 px in ten steps turns it ten frames, as a hand would.
      await page.mouse.move(x + 100, y, { steps: 10 });
      await page.mouse.up();
      await page.waitForFunction(
        () => document.querySelector('[role="slider"]')?.getAttribute('aria-valuenow') === '11',
      );
    },
  },
  {
    name: 'type into a form field',
    page: '/contact',
    ready: hydrated,
    async act(page) {
      const field = page.getByLabel('Your Name');
      // Focus without a tap, so only the keys are measured; a key every 100 ms is quick typing.
      await field.focus();
      await page.keyboard.type(NAME, { delay: 100 });
      const typed = await field.inputValue();
      if (typed !== NAME) throw new Error(`The field holds '${typed}' after typing '${NAME}'.`);
    },
  },
];

const BASELINE: Interaction = {
  name: 'toggle a div (static page)',
  page: '/',
  ready: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
  },
  async act(page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Menu items').waitFor();
  },
};

function viewer(page: Page) {
  return page.getByRole('slider', { name: /360° view of the Shine/ });
}

/** The baseline: one button showing and hiding a div, with no framework and nothing else. */
async function startBaseline(): Promise<{ url: string; close(): void }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>INP baseline</title>
</head><body><button type="button" aria-expanded="false" aria-controls="menu">Open menu</button>
<div id="menu" hidden>Menu items</div><script>
const button = document.querySelector('button');
const menu = document.getElementById('menu');
button.addEventListener('click', () => {
  menu.hidden = !menu.hidden;
  button.setAttribute('aria-expanded', String(!menu.hidden));
});
</script></body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** What the page keeps on window: the longest duration seen for each interactionId. */
interface Recorder {
  inpInteractions(): [number, number][];
}

/**
 * Runs in the page before its own scripts, so the observer sees every interaction. Plain text
 * rather than a function: tsx wraps named functions in a helper the page does not have. Events
 * outside an interaction (a mouse moving over the page) carry interactionId 0 and are skipped.
 */
const RECORDER = `(() => {
  const longest = new Map();
  const record = (entries) => {
    for (const entry of entries) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
  window.inpInteractions = () => {
    record(observer.takeRecords());
    return [...longest.entries()];
  };
})();`;

interface Visit {
  /** The worst interaction of the visit in ms, or THRESHOLD_MS when none was reported. */
  inp: number;
  reported: number;
}

/** One fresh visit: load, wait until ready, interact once, read what the page measured. */
async function visit(browser: Browser, baseUrl: string, interaction: Interaction): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: baseUrl });
  try {
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(interaction.page, { waitUntil: 'networkidle' });
    await interaction.ready(page);
    await page.waitForTimeout(SETTLE_BEFORE_MS);
    const before = new Set(
      (await page.evaluate(() => (window as unknown as Recorder).inpInteractions())).map(
        ([id]) => id,
      ),
    );
    await interaction.act(page);
    await page.waitForTimeout(SETTLE_AFTER_MS);
    const durations = (await page.evaluate(() => (window as unknown as Recorder).inpInteractions()))
      .filter(([id]) => !before.has(id))
      .map(([, duration]) => duration);
    return {
      inp: durations.length ? Math.max(...durations) : THRESHOLD_MS,
      reported: durations.length,
    };
  } finally {
    await context.close();
  }
}

async function measure(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  target: string,
) {
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, baseUrl, interaction));
  const figures = visits.map((one) => one.inp);
  const line = (metric: string, value: number, extra: object = {}) =>
    process.stdout.write(
      `${JSON.stringify({
        bench: 'inp',
        metric,
        value,
        unit: 'ms',
        target,
        interaction: interaction.name,
        page: interaction.page,
        ...extra,
      })}\n`,
    );
  // Each visit's figure, and how many interactions the browser reported in it (one a tap, one a
  // key typed): a count that falls short says some took under 16 ms.
  line('inp_median', median(figures), {
    visits: figures,
    interactions: visits.map((one) => one.reported),
  });
  line('inp_worst', Math.max(...figures), {
    below_threshold: visits.filter((one) => one.reported === 0).length,
  });
}

if (!fs.existsSync('dist/web/index.html') || !fs.existsSync('dist/server/main.js')) {
  throw new Error('Run `npm run build` first: bench/inp measures the built app.');
}
const server = await startServer({ LOG_LEVEL: 'warn' });
const baseline = await startBaseline();
const browser = await launchBrowser(CHROMIUM_PATH);
try {
  await measure(browser, baseline.url, BASELINE, 'baseline');
  // BENCH_INTERACTIONS=tab measures the interactions whose name holds that word (the baseline always).
  const only = process.env.BENCH_INTERACTIONS;
  for (const interaction of INTERACTIONS.filter((item) => !only || item.name.includes(only))) {
    await measure(browser, server.baseUrl, interaction, `<${GOAL_MS}`);
  }
} finally {
  await browser.close();
  baseline.close();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
