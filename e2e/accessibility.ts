import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 AA violations axe-core finds that are critical or serious (ids and where): on the whole
 * page, or only inside the element `within` selects (a dialog under test).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Colours are read mid-transition otherwise: a dialog fading in has text of too little contrast.
  // Endless animations (loaders) are not waited for, and a paused one gives up after two seconds.
  // Two frames first: a transition React has just asked for (a dialog mounted a moment ago, a
  // button now under the pointer) only starts, and is only listed, at the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Evaluated through the DevTools protocol: the page's Content Security Policy allows no inline script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: string | Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Details of the violations only, not of every node that passed: a third less time a run
      // (the demo portal at 1280 px: 0.49 s against 0.70 s of Chromium's CPU), the same findings.
      resultTypes: ['violations'],
    });
    return result.violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
