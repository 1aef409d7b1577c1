// Benchmark 7 — the public forms' bot check (ALTCHA, docs/abuse-resistance.md): from the invisible
// widget's appearance on /ramassage to its solution in the form, in Debian's Chromium with the CPU
// throttled 4× (Lighthouse's mid-range phone). Target ≤ 1 s: a visitor filling the form waits for
// nothing. Each run is a new context (nothing cached); the figure is the median of the runs.
// (It was a timed assertion in test/e2e/bot-check.e2e.test.ts, which failed at 1,110 ms under the
// browser step's load on a slow machine: the behaviour stays tested there, the time is measured here.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { percentile, ROOT, round } from './lib.mjs';

/** Lighthouse's mobile profile slows the CPU 4×: a mid-range phone. */
const MID_RANGE_PHONE_CPU = 4;
/** The browser tests' launch flags (test/e2e/harness.ts reads the same file). */
const FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, 'test/chromium-flags.json'), 'utf8'));

export async function botCheckSolve({ url, chromePath, runs = 5 }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS, headless: true });
  const solveMs = [];
  const loadAverages = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      loadAverages.push(round(os.loadavg()[0], 2));
      const context = await browser.newContext({ viewport: { width: 412, height: 900 }, locale: 'fr-CA', isMobile: true });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE_CPU });
        await page.goto(`${url}/ramassage`);
        // The form (and its widget) is hydrated at the visitor's first interaction.
        await page.getByLabel('Nom complet').click();
        await page.locator('altcha-widget').waitFor({ state: 'attached', timeout: 60_000 });
        const started = performance.now();
        await page.waitForFunction(() => Boolean(globalThis.document.querySelector('input[name="bot-check-solution"]')?.value), undefined, { timeout: 60_000, polling: 20 });
        solveMs.push(Math.round(performance.now() - started));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const medianMs = percentile(solveMs, 50);
  return { cpuThrottling: MID_RANGE_PHONE_CPU, runs, solveMs, medianMs, loadAverages, pass: medianMs <= 1000 };
}
