import fs from 'node:fs';
import path from 'node:path';
import { Browser } from 'playwright-core';

/** The committed screenshots of the pages the sweep covers. A changed screen is an explicit update of these files. */
export const VISUAL_BASELINE_DIR = path.join(__dirname, 'baseline');
/** `SWEEP_UPDATE_SCREENSHOTS=1 npx jest --selectProjects e2e test/e2e/sweep.e2e.test.ts` rewrites them. */
const UPDATE = process.env.SWEEP_UPDATE_SCREENSHOTS === '1';
/** A pixel differs when a channel moves by more than this (font antialiasing stays under it). */
const CHANNEL_TOLERANCE = 24;
/** A screenshot fails when more of its pixels than this differ. */
const MAX_DIFF_RATIO = 0.002;

/**
 * Compares a screenshot with its committed baseline (decoded by Chromium on a canvas: no image
 * library); returns what is wrong, or null. Writes the new screenshot beside the test results.
 */
export async function compareScreenshot(browser: Browser, name: string, png: Buffer): Promise<string | null> {
  const file = path.join(VISUAL_BASELINE_DIR, `${name}.png`);
  const out = path.resolve(__dirname, '../../../build/test-results/sweep-screenshots');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `${name}.png`), png);
  if (UPDATE) {
    fs.mkdirSync(VISUAL_BASELINE_DIR, { recursive: true });
    fs.writeFileSync(file, png);
    return null;
  }
  if (!fs.existsSync(file)) return `no baseline ${path.relative(process.cwd(), file)} (SWEEP_UPDATE_SCREENSHOTS=1 writes it; commit it)`;
  const baseline = fs.readFileSync(file);
  // The same bytes are the same pixels: no decoding (Chromium's capture of an unchanged page usually is byte for byte the same).
  if (baseline.equals(png)) return null;
  const page = await browser.newPage();
  try {
    const script = `(async ([a, b]) => {
      const load = async (b64) => { const img = new Image(); img.src = 'data:image/png;base64,' + b64; await img.decode();
        const c = document.createElement('canvas'); c.width = img.width; c.height = img.height; const g = c.getContext('2d');
        g.drawImage(img, 0, 0); return { w: img.width, h: img.height, d: g.getImageData(0, 0, img.width, img.height).data }; };
      const x = await load(a); const y = await load(b);
      if (x.w !== y.w || x.h !== y.h) return { size: x.w + 'x' + x.h + ' -> ' + y.w + 'x' + y.h, differing: -1, total: 1 };
      let differing = 0;
      for (let i = 0; i < x.d.length; i += 4) {
        if (Math.abs(x.d[i] - y.d[i]) > ${CHANNEL_TOLERANCE} || Math.abs(x.d[i + 1] - y.d[i + 1]) > ${CHANNEL_TOLERANCE} || Math.abs(x.d[i + 2] - y.d[i + 2]) > ${CHANNEL_TOLERANCE}) differing++;
      }
      return { size: x.w + 'x' + x.h, differing, total: x.w * x.h };
    })`;
    const result = (await page.evaluate(`${script}(${JSON.stringify([baseline.toString('base64'), png.toString('base64')])})`)) as { size: string; differing: number; total: number };
    if (result.differing < 0) return `size changed ${result.size}`;
    const ratio = result.differing / result.total;
    return ratio > MAX_DIFF_RATIO ? `${(ratio * 100).toFixed(2)} % of pixels differ from the baseline (${result.size})` : null;
  } finally {
    await page.close();
  }
}
