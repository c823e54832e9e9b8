/**
 * axe-core in an e2e page: the serious and critical WCAG 2.1 A/AA violations inside an element (a page's
 * content, a dialog, or the whole page with 'html'), as readable lines. Evaluated by the test, outside the
 * page's CSP.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };

export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // Colours mid-transition (a row or button the pointer just left) are neither the old nor the new ones;
  // endless animations (a spinner) are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity));
  // A region that is loading again (aria-busy) dims its old content on purpose until the new one arrives.
  await page.waitForFunction((context) => !document.querySelector(context)?.querySelector('[aria-busy="true"]'), selector);
  await page.evaluate(AXE);
  const found = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, selector);
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}
