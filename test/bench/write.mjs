// Benchmark 1 — write path: POST /api/junk/create on the product vs the bare node:http + mysql2 baseline.
import { loadRun, processRssKb, round } from './lib.mjs';

export const PICKUP_BODY = {
  fullName: 'Marie Tremblay',
  phone: '819 555-0199',
  email: 'Marie.Tremblay@exemple.ca',
  address: '1250 rue Royale, Trois-Rivières (Québec) G9A 4J6',
  floor: '2',
  hasElevator: false,
  urgency: true,
  description: 'Un réfrigérateur et trois boîtes',
  photos: ['frigo.jpg'],
};

/**
 * Warm-up (3 s each), then ABBA rounds of `seconds / 2` per variant: each variant gets `seconds` of
 * load in total, and both see the same machine on average. Requests/s is over the whole time; p50
 * and p99 are the mean of the two rounds' percentiles (autocannon reports percentiles per run).
 */
export async function writePath({ product, baseline, connections, seconds, logFile }) {
  const target = (server) => ({
    url: `${server.url}/api/junk/create`,
    method: 'POST',
    body: PICKUP_BODY,
    headers: { 'content-type': 'application/json' },
    connections,
    serverPid: server.pid,
    logFile,
  });
  for (const server of [product, baseline]) await loadRun({ ...target(server), seconds: 3 });
  const runs = { product: [], baseline: [] };
  const half = Math.max(1, Math.round(seconds / 2));
  for (const name of ['product', 'baseline', 'baseline', 'product']) {
    const server = name === 'product' ? product : baseline;
    runs[name].push(await loadRun({ ...target(server), seconds: half }));
  }
  const sum = (list, key) => list.reduce((total, run) => total + run[key], 0);
  const merge = (list) => ({
    rps: round(sum(list, 'ok') / (half * list.length), 1),
    p50: round(sum(list, 'p50') / list.length, 1),
    p99: round(sum(list, 'p99') / list.length, 1),
    requests: sum(list, 'requests'),
    non2xx: sum(list, 'non2xx'),
    errors: sum(list, 'errors') + sum(list, 'timeouts'),
    cpuMicrosPerRequest: round(sum(list, 'cpuMicrosPerRequest') / list.length, 0),
  });
  const p = merge(runs.product);
  const b = merge(runs.baseline);
  const roundRatios = [0, 1].map((i) => round(runs.product[i].rps / runs.baseline[i].rps, 3));
  return {
    connections,
    seconds,
    product: p,
    baseline: b,
    rpsRatio: round(p.rps / b.rps, 3),
    p99Ratio: round(p.p99 / b.p99, 2),
    cpuRatio: round(p.cpuMicrosPerRequest / b.cpuMicrosPerRequest, 2),
    roundRpsRatios: roundRatios,
    pass: p.rps >= 0.5 * b.rps && p.p99 <= 3 * b.p99 && p.non2xx === 0 && p.errors === 0,
    productRssKbAfter: processRssKb(product.pid),
  };
}
