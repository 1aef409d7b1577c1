// `npm test`: every check and suite, then one line "N passed, N failed" summing them all.
// Checks (type check, lint, client build) count as one test each; Jest suites count their tests.
// Steps that do not depend on each other run at the same time (issue #31: the 2-core CI machine was
// idle half of the checks and of the in-band browser suites); each step's output is printed whole
// when it ends, and its duration goes to build/test-results/summary.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'build', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs only the named steps: typecheck, lint, unit, integration, e2e

let passed = 0;
let failed = 0;
const lines = [];
/** The failed tests' names and the start of their messages, printed again just above the last line: CI keeps only the tail of a long output. */
const failureDigest = [];
/** The first `count` non-blank lines of a tool's output, without colours, indented under its name in the digest. */
const firstLines = (text, count, keep = () => true) =>
  stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => line.trim() && keep(line))
    .slice(0, count)
    .map((line) => `    ${line}`);
/** Each step's result and duration, written to build/test-results/summary.json at the end. */
const steps = [];
const startedAll = Date.now();

/** Runs `npx <args>`; with `buffer`, its output is held and printed in one block when it ends (parallel steps). */
function run(label, args, { env = {}, buffer = false } = {}) {
  const started = Date.now();
  if (!buffer) console.log(`\n▶ ${label}: ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(npx, args, { cwd: root, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffer) {
        console.log(`\n▶ ${label}: ${args.join(' ')} (${seconds} s)`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ ok: code === 0, seconds, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

async function check(label, args, options) {
  const { ok, seconds, output } = await run(label, args, options);
  if (!ok) failureDigest.push(label, ...firstLines(output, 20));
  if (ok) passed += 1;
  else failed += 1;
  steps.push({ step: label, seconds: Number(seconds), passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  lines.push(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

/** Runs Jest once per entry of `shards` (file lists; [null] = one run, every file), at the same time, and sums their reports under `label`. */
async function jest(label, args, { shards = [null], buffer = false } = {}) {
  const started = Date.now();
  const outputs = shards.map((_, i) => path.join(resultsDir, shards.length > 1 ? `${label}.${i + 1}.json` : `${label}.json`));
  for (const output of outputs) fs.rmSync(output, { force: true });
  await Promise.all(
    shards.map((files, i) =>
      run(shards.length > 1 ? `${label} (${i + 1}/${shards.length})` : label, ['jest', ...args, ...(files ?? []), '--json', `--outputFile=${outputs[i]}`], {
        buffer: buffer || shards.length > 1,
        // Each shard its own run id: its own MariaDB databases and SQLite template (server/src/testing/db.ts).
        env: shards.length > 1 ? { TEST_RUN_ID: `${process.pid}${i + 1}` } : {},
      }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const reports = outputs.filter((output) => fs.existsSync(output)).map((output) => JSON.parse(fs.readFileSync(output, 'utf8')));
  if (reports.length < outputs.length) {
    failed += 1;
    steps.push({ step: label, seconds: Number(seconds), passed: 0, failed: 1 });
    lines.push(`✘ ${label}: Jest n’a produit aucun résultat (${seconds} s)`);
    return;
  }
  const sum = (key) => reports.reduce((total, report) => total + (report[key] ?? 0), 0);
  for (const result of reports.flatMap((report) => report.testResults ?? [])) {
    const file = path.relative(root, result.name);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (!failedTests.length && result.status === 'failed') failureDigest.push(`${label} · ${file}`, ...firstLines(result.message ?? '', 12));
    // Without the stack's frames: the assertion and its diff are what the tail has room for.
    for (const test of failedTests) failureDigest.push(`${label} · ${file} › ${test.fullName}`, ...firstLines(test.failureMessages?.join('\n') ?? '', 20, (line) => !/^\s+at /.test(line)));
  }
  const broken = sum('numRuntimeErrorTestSuites');
  const [ok, bad, skipped] = [sum('numPassedTests'), sum('numFailedTests'), sum('numPendingTests')];
  passed += ok;
  failed += bad + broken;
  steps.push({ step: label, seconds: Number(seconds), passed: ok, failed: bad + broken, skipped, ...(shards.length > 1 ? { shards: shards.length } : {}) });
  lines.push(`${bad + broken ? '✘' : '✔'} ${label}: ${ok} passed, ${bad} failed${skipped ? `, ${skipped} skipped` : ''}${broken ? `, ${broken} suites failed to run` : ''} (${seconds} s)`);
}

/**
 * The browser suites in `count` Jest runs side by side (each in band: one Chromium and one server at a
 * time per run). Every file starts its own server on a free port, on its run's own databases. Files
 * that share something outside the process (Redis's pub/sub channels: REDIS_URL) stay in the same
 * run; the others are spread by their last measured durations (longest first, to the lighter run).
 */
// Each browser file's seconds in its shard, measured 2026-11-26 at load 3–5 (early-fill: the CI run's, its run here timed out once).
const LAST_E2E_SECONDS = {
  'public-pages.e2e.test.ts': 50.2, 'early-fill.e2e.test.ts': 12.5, 'client-portal.e2e.test.ts': 34.1, 'admin.e2e.test.ts': 31.2,
  'pickup.e2e.test.ts': 27.8, 'event-wizard.e2e.test.ts': 22.1, 'timesheets.e2e.test.ts': 20.3, 'snow-season.e2e.test.ts': 20.2,
  'invoices.e2e.test.ts': 16.2, 'snow.e2e.test.ts': 13.6, 'admin-ops.e2e.test.ts': 13.4, 'timeclock.e2e.test.ts': 11.5,
  'prerender.e2e.test.ts': 10.5, 'photos.e2e.test.ts': 10.0, 'people.e2e.test.ts': 9.3, 'office-inbox.e2e.test.ts': 8.2,
  'availability.e2e.test.ts': 7.9, 'admin-events.e2e.test.ts': 7.6, 'privacy-admin.e2e.test.ts': 7.0, 'explorer.e2e.test.ts': 6.3,
  'bot-check.e2e.test.ts': 5.7, 'retention-command.e2e.test.ts': 5.2, 'dashboard.e2e.test.ts': 4.4, 'multi-process.e2e.test.ts': 4.1,
  'styles.e2e.test.ts': 3.6, 'screens.e2e.test.ts': 2.7, 'bundle-budget.test.ts': 0.6,
};

function e2eShards(count) {
  const e2eDir = path.join(root, 'test', 'e2e');
  const files = fs.readdirSync(e2eDir).filter((name) => name.endsWith('.test.ts') && name !== 'sweep.e2e.test.ts').map((name) => path.join(e2eDir, name));
  // Seconds each file took in this machine's last run (build/test-results/jest-e2e*.json), else LAST_E2E_SECONDS.
  const measured = new Map();
  for (const report of fs.readdirSync(resultsDir).filter((name) => /^jest-e2e(\.\d)?\.json$/.test(name))) {
    try {
      for (const result of JSON.parse(fs.readFileSync(path.join(resultsDir, report), 'utf8')).testResults ?? []) measured.set(result.name, (result.endTime - result.startTime) / 1000);
    } catch {
      // a half-written report: the defaults below
    }
  }
  const weight = (file) => measured.get(file) ?? LAST_E2E_SECONDS[path.basename(file)] ?? 10;
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const shared = files.filter((file) => /REDIS_URL/.test(fs.readFileSync(file, 'utf8')));
  for (const file of shared) {
    shards[0].files.push(file);
    shards[0].seconds += weight(file);
  }
  for (const file of files.filter((f) => !shared.includes(f)).sort((a, b) => weight(b) - weight(a))) {
    const lighter = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lighter.files.push(file);
    lighter.seconds += weight(file);
  }
  return shards.map((shard) => shard.files.map((file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

const want = (step) => only.length === 0 || only.includes(step);
const sweepBeside = process.env.E2E_SWEEP_BESIDE !== '0';
const shardCount = Math.max(1, Math.trunc(Number(process.env.E2E_SHARDS ?? 3)) || 3);

// When the browser suites run too, the server's type check also writes their build (the same files as
// `--noCheck`'s, compared byte for byte): one parse of the server instead of two, about 9 CPU-s less.
const serverBuiltByTypecheck = want('typecheck') && want('e2e');
// Type checks, lint and import rules at once: four single-threaded tools on two cores.
await Promise.all([
  want('typecheck') && check('typecheck-server', ['tsc', '-p', 'tsconfig.server.json', ...(serverBuiltByTypecheck ? [] : ['--noEmit'])], { buffer: true }),
  want('typecheck') && check('typecheck-client', ['tsc', '-p', 'tsconfig.client.json', '--noEmit'], { buffer: true }),
  want('lint') && check('lint', ['eslint', '--max-warnings', '0', '.'], { buffer: true }),
  // Import boundaries of the server (.dependency-cruiser.cjs): kernel below features, faces only, no folder cycle.
  want('lint') && check('depcruise', ['depcruise', 'server/src', '--ignore-known', '--output-type', 'err'], { buffer: true }),
  // Import boundaries of the client (.dependency-cruiser.client.cjs, issue #30): admin features apart, areas apart, no cycle.
  want('lint') &&
    check('depcruise-client', ['depcruise', 'client/src', '--config', '.dependency-cruiser.client.cjs', '--ignore-known', '.dependency-cruiser-client-known-violations.json', '--output-type', 'err'], { buffer: true }),
]);
// The browser suites' builds while the unit tests run (seconds each).
let built = Promise.resolve([true, true]);
const unit = want('unit') ? jest('jest-unit', ['--selectProjects', 'unit', '--maxWorkers=2'], { buffer: want('e2e') }) : Promise.resolve();
if (want('e2e')) {
  built = Promise.all([
    serverBuiltByTypecheck || check('build-server', ['tsc', '-p', 'tsconfig.server.json', '--noCheck'], { buffer: true }),
    check('build-client', ['vite', 'build', '--config', 'client/vite.config.mts', '--logLevel', 'warn'], { buffer: true }),
  ]);
}
await unit;
await built;
// Three workers on two cores: a file waiting on MariaDB, a timer or a child process leaves a core idle
// (10 % of the step with two workers). On this machine, one run after the other: 2 workers 286 s, 3 workers 236 / 257 s,
// 4 workers 253 s (2026-11-28, quiet machine, bench/README.md, CI time).
if (want('integration')) await jest('jest-server-client', ['--selectProjects', 'server', 'client', '--maxWorkers=3']);
if (want('e2e')) {
  // Three runs side by side by default (E2E_SHARDS=N for N, 1 for one): with two, the last ~100 s after the sweep
  // left 5–60 % of the cores idle; e2e step 318 s with two, 303 s with three, one after the other on a quiet machine.
  // Earlier: two runs side by side (E2E_SHARDS=1: one). They were opt-in while the suites waited for `networkidle`,
  // which timed out under load; the waits are now on observable events (test/e2e/harness.ts). With the sweep beside
  // them, the step took 284 s against 387 s in one run (2026-11-28, quiet machine: README.md, test durations).
  const e2e = () => jest('jest-e2e', ['--selectProjects', 'e2e', '--runInBand'], { shards: shardCount === 1 ? [null] : e2eShards(shardCount), buffer: sweepBeside });
  // Issue #28's route sweep (its own project: it compiles the client's route tables), at the same time as the
  // browser suites (its own Jest run: its own run id, databases and Chromium; E2E_SWEEP_BESIDE=0 runs it after them).
  const sweep = () => jest('jest-sweep', ['--selectProjects', 'sweep', '--runInBand'], { buffer: sweepBeside });
  if (sweepBeside) await Promise.all([e2e(), sweep()]);
  else {
    await e2e();
    await sweep();
  }
}

const totalSeconds = Number(((Date.now() - startedAll) / 1000).toFixed(1));
fs.writeFileSync(path.join(resultsDir, 'summary.json'), `${JSON.stringify({ steps, passed, failed, seconds: totalSeconds }, null, 2)}\n`);
if (failureDigest.length) console.log(`\nFailed tests (first lines of each message):\n${failureDigest.slice(0, 150).join('\n')}`);
console.log('\n' + lines.join('\n'));
console.log(`(${totalSeconds} s; each step's duration in build/test-results/summary.json)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
