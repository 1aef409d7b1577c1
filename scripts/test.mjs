// `npm test`: every check and suite, then one line "N passed, N failed" summing them all.
// Checks (type check, lint, client build) count as one test each; Jest suites count their tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'build', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs only the named steps: typecheck, lint, unit, integration, e2e

let passed = 0;
let failed = 0;
const lines = [];
/** Each step's result and duration, written to build/test-results/summary.json at the end. */
const steps = [];
const startedAll = Date.now();

function run(label, args, env = {}) {
  console.log(`\n▶ ${label}: ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(npx, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, args) {
  const { ok, seconds } = run(label, args);
  if (ok) passed += 1;
  else failed += 1;
  steps.push({ step: label, seconds: Number(seconds), passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  lines.push(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
}

function jest(label, args) {
  const output = path.join(resultsDir, `${label}.json`);
  fs.rmSync(output, { force: true });
  const { seconds } = run(label, ['jest', ...args, '--json', `--outputFile=${output}`]);
  if (!fs.existsSync(output)) {
    failed += 1;
    steps.push({ step: label, seconds: Number(seconds), passed: 0, failed: 1 });
    lines.push(`✘ ${label}: Jest n’a produit aucun résultat (${seconds} s)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const broken = report.numRuntimeErrorTestSuites ?? 0;
  passed += report.numPassedTests;
  failed += report.numFailedTests + broken;
  steps.push({ step: label, seconds: Number(seconds), passed: report.numPassedTests, failed: report.numFailedTests + broken, skipped: report.numPendingTests ?? 0 });
  lines.push(
    `${report.numFailedTests + broken ? '✘' : '✔'} ${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed` +
      `${report.numPendingTests ? `, ${report.numPendingTests} skipped` : ''}${broken ? `, ${broken} suites failed to run` : ''} (${seconds} s)`,
  );
}

const want = (step) => only.length === 0 || only.includes(step);

if (want('typecheck')) {
  check('typecheck-server', ['tsc', '-p', 'tsconfig.server.json', '--noEmit']);
  check('typecheck-client', ['tsc', '-p', 'tsconfig.client.json', '--noEmit']);
}
if (want('lint')) {
  check('lint', ['eslint', '--max-warnings', '0', '.']);
  // Import boundaries of the server (.dependency-cruiser.cjs): kernel below features, faces only, no folder cycle.
  check('depcruise', ['depcruise', 'server/src', '--ignore-known', '--output-type', 'err']);
  // Import boundaries of the client (.dependency-cruiser.client.cjs, issue #30): admin features apart, areas apart, no cycle.
  check('depcruise-client', ['depcruise', 'client/src', '--config', '.dependency-cruiser.client.cjs', '--ignore-known',
    '.dependency-cruiser-client-known-violations.json', '--output-type', 'err']);
}
if (want('unit')) jest('jest-unit', ['--selectProjects', 'unit', '--maxWorkers=2']);
if (want('integration')) jest('jest-server-client', ['--selectProjects', 'server', 'client', '--maxWorkers=2']);
if (want('e2e')) {
  check('build-server', ['tsc', '-p', 'tsconfig.server.json', '--noCheck']);
  check('build-client', ['vite', 'build', '--config', 'client/vite.config.mts', '--logLevel', 'warn']);
  // The e2e suites and issue #28's route sweep (its own project: it compiles the client's route tables).
  jest('jest-e2e', ['--selectProjects', 'e2e', 'sweep', '--runInBand']);
}

const totalSeconds = Number(((Date.now() - startedAll) / 1000).toFixed(1));
fs.writeFileSync(path.join(resultsDir, 'summary.json'), `${JSON.stringify({ steps, passed, failed, seconds: totalSeconds }, null, 2)}\n`);
console.log('\n' + lines.join('\n'));
console.log(`(${totalSeconds} s; each step's duration in build/test-results/summary.json)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
