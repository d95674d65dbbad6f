import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the shop is held to: WCAG 2.1 levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe (WCAG 2.1 A/AA) on the page as it is now: no serious or critical violation. Each one is listed with
 * its rule, what it means and the elements it was found on, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Colours are judged as they end up: a button still fading between two states (a page that has just
  // answered, a hover) is not a contrast failure, so running transitions and animations are finished.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 8)
          .map(
            (n) =>
              `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
          )
          .join(', ')}`,
    );
  expect(bad, `axe on ${where}`).toEqual([]);
}
