import fs from 'node:fs';
import { Browser } from 'playwright-core';

/**
 * The axe rules that can only report a minor or moderate violation. Each rule of axe-core carries
 * one impact, and its violations carry that impact; the sweep fails on serious and critical ones
 * only, so these rules cannot fail it and are not run (they are a good part of axe's time, `region`
 * above all). Read from the installed axe-core itself (in a blank page), so an upgrade that raises
 * a rule's impact runs it again.
 */
export async function rulesBelowSerious(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.addScriptTag({ content: fs.readFileSync(require.resolve('axe-core/axe.js'), 'utf8') });
    return (await page.evaluate(`axe._audit.rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id)`)) as string[];
  } finally {
    await page.close();
  }
}
