import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys run after the others, one at a time: those that load the machine on purpose (servers
 * of their own killed under load, a burst of alerts), so their load never slows another journey's
 * server. The panel's journeys that change data or sessions once ran here too, on the shared
 * server; each has a server of its own now (e2e/support/own-server.ts) and runs with the others.
 */
const ALONE = [
  'e2e/reliability.spec.ts',
  'e2e/alert-drill.spec.ts',
  'e2e/several-instances.spec.ts',
  'e2e/server-lifecycle.spec.ts',
];
const alone = process.env.E2E_ALONE === '1';

/**
 * The longest journeys (CI, 28 November: 196, 98, 95, 89 and 80 s), started first. With no
 * timings cached (a fresh clone), Vitest starts the largest files first, and the accessibility
 * checks, a small file and the longest, started last and kept one worker busy alone at the end.
 */
const LONGEST = [
  'e2e/accessibility.spec.ts',
  'e2e/design-rules.spec.ts',
  'e2e/server-rendering.spec.ts',
  'e2e/enquiry-forms.spec.ts',
  'e2e/catalogue-journey.spec.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Browser journeys against the built app (`npm run test:e2e` builds first, then runs this twice:
// the journeys two files at a time, then the ALONE ones one by one), one real server per run.
export default defineConfig({
  test: {
    name: 'e2e',
    include: alone ? ALONE : ['e2e/**/*.spec.ts'],
    exclude: alone ? [] : ALONE,
    environment: 'node',
    // A worker's files share loaded modules (Playwright, axe, the server's code): importing them
    // again per file took 42 s of the journeys' time in CI. Each file still opens its own browser.
    isolate: false,
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A poll waits as long as a person looking at the page would, not Vitest's 1 s: the desk's
    // first read starts its read threads, which load the server's TypeScript through tsx here,
    // and in a loaded CI run the first tab counts came after the 1 s (29 November).
    expect: { poll: { timeout: 5_000 } },
    // Two files at a time, one per core: most of a journey's time is spent waiting on the page,
    // not computing (the suite took 1155 s one file at a time in CI, 431 s two at a time here).
    fileParallelism: !alone,
    sequence: { sequencer: LongestFirst },
    maxWorkers: alone ? 1 : 2,
  },
});
