// Benchmark 4 — public pages: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium,
// plus the JavaScript and CSS each route loads (gzip -9 of the files it requested). `runs` runs per
// route (5 by default); each figure is the median of the runs, with the load average before each run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { percentile, ROOT, round } from './lib.mjs';

export const ROUTES = ['/', '/deneigement', '/evenementiel', '/ramassage', '/faq'];
// BENCH_ROUTES=/,/faq: only these routes (a partial run); BENCH_LIGHTHOUSE_DIR=<folder>: every run's
// Lighthouse report (JSON) is written there, to read its trace-based audits (long-tasks,
// mainthread-work-breakdown, bootup-time).
const ONLY_ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((r) => r.trim()) : ROUTES;
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Built files only the back-office uses (Vite manifest): reachable from client/src/admin, not from a public entry. */
export function adminOnlyFiles(clientDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const reach = (starts) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const keys = Object.keys(manifest);
  const isAdmin = (key) => manifest[key].src?.startsWith('src/admin/') === true;
  const publicKeys = reach(keys.filter((key) => manifest[key].isEntry || (manifest[key].isDynamicEntry && !isAdmin(key))));
  const files = new Set();
  for (const key of reach(keys.filter(isAdmin))) {
    if (publicKeys.has(key)) continue;
    files.add(`/${manifest[key].file}`);
    for (const css of manifest[key].css ?? []) files.add(`/${css}`);
  }
  return files;
}

/** gzip -9 bytes of what the page requested, by type; the bytes come from the server, as the browser got them. */
async function weights(items, origin) {
  const sums = { js: 0, css: 0, jsFiles: 0, cssFiles: 0, transferred: 0 };
  for (const item of items) {
    if (!item.url.startsWith(origin)) continue;
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    sums.transferred += item.transferSize ?? 0;
    if (!kind) continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    sums[kind] += gzipSync(body, { level: 9 }).length;
    sums[`${kind}Files`] += 1;
  }
  return { jsGzipKb: round(sums.js / 1024, 1), cssGzipKb: round(sums.css / 1024, 1), jsFiles: sums.jsFiles, cssFiles: sums.cssFiles, transferredKb: round(sums.transferred / 1024, 1) };
}

export async function publicPages({ url, chromePath, logFile, runs = 5 }) {
  const adminFiles = adminOnlyFiles(path.join(ROOT, 'build/client'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    logLevel: 'silent',
  });
  const routes = [];
  let version = null;
  try {
    if (REPORT_DIR) fs.mkdirSync(REPORT_DIR, { recursive: true });
    for (const route of ONLY_ROUTES) {
      const started = performance.now();
      const samples = [];
      let lhr;
      for (let run = 0; run < runs; run += 1) {
        const loadAverage = round(os.loadavg()[0], 2);
        // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART…): try up to 3 times.
        for (let attempt = 1; ; attempt += 1) {
          lhr = (await lighthouse(`${url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })).lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`Lighthouse ${route}: ${lhr.runtimeError.message}`);
        }
        if (REPORT_DIR) {
          const name = `${route === '/' ? 'home' : route.slice(1)}-${Date.now()}.json`;
          fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify({ loadAverage, ...lhr }));
        }
        samples.push({
          loadAverage,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          lcpMs: round(lhr.audits['largest-contentful-paint'].numericValue, 0),
          cls: round(lhr.audits['cumulative-layout-shift'].numericValue, 3),
          tbtMs: round(lhr.audits['total-blocking-time'].numericValue, 0),
          fcpMs: round(lhr.audits['first-contentful-paint'].numericValue, 0),
        });
      }
      version = lhr.lighthouseVersion;
      // The last run's network records (the files do not change between runs).
      const items = lhr.audits['network-requests']?.details?.items ?? [];
      const requested = items.map((item) => new URL(item.url).pathname);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      // The median of the runs, figure by figure.
      const median = (pick) => percentile(samples.map(pick), 50);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median((s) => s.scores[c])]));
      const metrics = { lcpMs: median((s) => s.lcpMs), cls: median((s) => s.cls), tbtMs: median((s) => s.tbtMs), fcpMs: median((s) => s.fcpMs) };
      const adminRequested = requested.filter((p) => adminFiles.has(p));
      const weight = await weights(items, url);
      routes.push({
        route,
        runs,
        scores,
        ...metrics,
        loadAverages: samples.map((s) => s.loadAverage),
        samples,
        ...weight,
        adminFilesRequested: adminRequested,
        auditsBelow90: failing,
        seconds: round((performance.now() - started) / 1000, 1),
        // Issue #20's targets (on a quiet machine): performance 100, LCP ≤ 1.2 s, CLS < 0.05, JS ≤ 110 kB gzip.
        pass: scores.performance === 100 && Object.values(scores).every((s) => s >= 95) && metrics.lcpMs <= 1200 && metrics.cls < 0.05 && weight.jsGzipKb <= 110 && adminRequested.length === 0,
      });
      fs.appendFileSync(logFile, `lighthouse ${route}: ${JSON.stringify(routes.at(-1))}\n`);
    }
  } finally {
    await chrome.kill();
  }
  return {
    lighthouseVersion: version,
    chromium: chromePath,
    adminOnlyFiles: adminFiles.size,
    routes,
    pass: routes.every((r) => r.pass),
  };
}
