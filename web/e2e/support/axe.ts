import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now (WCAG 2.x A and AA rules): the serious and critical violations,
 * one line each (rule, impact and the first offending elements), so a failing journey says what to fix.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 90)}`)
          .join(' | ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ''}`,
    );
}
