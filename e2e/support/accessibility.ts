import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical findings on the page, or only inside `within` (a CSS selector), one
 * readable line per rule and element. A journey expects an empty list.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Violations only: collecting every passing node as well took a quarter of the run. Legacy
  // mode runs axe in the page itself: otherwise each analysis gathers results frame by frame and
  // opens a new blank page to join them, a new renderer process each time, which made an analysis
  // 2.1 s instead of 0.8 s. What it leaves out is inside cross-origin frames, the map's and the
  // video's, whose content is Google's; axe still checks the frame elements themselves.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} - ${violation.help}`,
      ),
    );
}
