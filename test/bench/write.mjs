// Benchmark 1 — write path: POST /api/junk/create on the product vs the stock peer (Apollo Server 5 +
// type-graphql + TypeORM save(), peer-server.mjs) and the bare node:http + mysql2 baseline.
import os from 'node:os';
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

/** The same pickup as a GraphQL mutation, for the peer (it has no REST path; `floor` is an Int there). */
export const PEER_QUERY = 'mutation CreatePickupRequest($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }';
export const PEER_BODY = { query: PEER_QUERY, variables: { input: { ...PICKUP_BODY, floor: Number(PICKUP_BODY.floor) } } };

/**
 * Warm-up (3 s each), then rounds of `seconds / 2` per variant in the order product, peer, bare,
 * bare, peer, product (ABBA with three): each variant gets `seconds` of load in total, and all
 * see the same machine on average. Requests/s is over the whole time; p50 and p99 are the mean of
 * the two rounds' percentiles (autocannon reports percentiles per run). `peer` is optional.
 */
export async function writePath({ product, baseline, peer, connections, seconds, logFile }) {
  const servers = { product, baseline, ...(peer ? { peer } : {}) };
  const target = (name) => ({
    url: name === 'peer' ? `${peer.url}/graphql` : `${servers[name].url}/api/junk/create`,
    method: 'POST',
    body: name === 'peer' ? PEER_BODY : PICKUP_BODY,
    headers: { 'content-type': 'application/json' },
    connections,
    serverPid: servers[name].pid,
    logFile,
  });
  for (const name of Object.keys(servers)) await loadRun({ ...target(name), seconds: 3 });
  const runs = { product: [], baseline: [], peer: [] };
  const half = Math.max(1, Math.round(seconds / 2));
  const order = peer ? ['product', 'peer', 'baseline', 'baseline', 'peer', 'product'] : ['product', 'baseline', 'baseline', 'product'];
  const loadAverages = [];
  for (const name of order) {
    loadAverages.push(round(os.loadavg()[0], 2));
    runs[name].push(await loadRun({ ...target(name), seconds: half }));
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
  const q = peer ? merge(runs.peer) : null;
  const roundRatios = [0, 1].map((i) => round(runs.product[i].rps / runs.baseline[i].rps, 3));
  const clean = p.non2xx === 0 && p.errors === 0;
  return {
    connections,
    seconds,
    order,
    loadAverages,
    product: p,
    baseline: b,
    ...(q ? { peer: q } : {}),
    rpsRatio: round(p.rps / b.rps, 3),
    p99Ratio: round(p.p99 / b.p99, 2),
    cpuRatio: round(p.cpuMicrosPerRequest / b.cpuMicrosPerRequest, 2),
    roundRpsRatios: roundRatios,
    ...(q
      ? {
          peerRpsRatio: round(p.rps / q.rps, 2),
          peerP99Ratio: round(p.p99 / q.p99, 2),
          peerCpuRatio: round(p.cpuMicrosPerRequest / q.cpuMicrosPerRequest, 2),
          roundPeerRpsRatios: [0, 1].map((i) => round(runs.product[i].rps / runs.peer[i].rps, 2)),
          peerClean: q.non2xx === 0 && q.errors === 0,
        }
      : {}),
    // Issue #20's targets: ≥ 2× the peer's requests/s, ≥ 0.35× bare, p99 ≤ 3× bare, no error.
    pass: clean && p.rps >= 0.35 * b.rps && p.p99 <= 3 * b.p99 && (!q || p.rps >= 2 * q.rps),
    productRssKbAfter: processRssKb(product.pid),
  };
}

/**
 * Benchmark 1b — the cost of issue #19's per-address limits on the same write: the product with the
 * limits on and counted in Redis (`limited`: REDIS_URL, limits too high to refuse the load generator,
 * so every request counts in 2 windows × 2 keys) against the product without them, ABBA
 * (`product, limited, limited, product`). Redis commands per request come from Redis's own
 * `total_commands_processed` over the limited rounds (the bench's connection reads it twice).
 */
export async function writePathWithLimits({ product, limited, redis, connections, seconds, logFile }) {
  const target = (server) => ({
    url: `${server.url}/api/junk/create`,
    method: 'POST',
    body: PICKUP_BODY,
    headers: { 'content-type': 'application/json' },
    connections,
    serverPid: server.pid,
    logFile,
  });
  const commands = async () => Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))[1]);
  await loadRun({ ...target(limited), seconds: 3 });
  const half = Math.max(1, Math.round(seconds / 2));
  const runs = { product: [], limited: [] };
  let redisCommands = 0;
  const loadAverages = [];
  for (const name of ['product', 'limited', 'limited', 'product']) {
    loadAverages.push(round(os.loadavg()[0], 2));
    const before = name === 'limited' ? await commands() : 0;
    runs[name].push(await loadRun({ ...target(name === 'limited' ? limited : product), seconds: half }));
    if (name === 'limited') redisCommands += (await commands()) - before - 1;
  }
  const merge = (list) => ({
    rps: round(list.reduce((t, r) => t + r.ok, 0) / (half * list.length), 1),
    p99: round(list.reduce((t, r) => t + r.p99, 0) / list.length, 1),
    cpuMicrosPerRequest: round(list.reduce((t, r) => t + r.cpuMicrosPerRequest, 0) / list.length, 0),
    requests: list.reduce((t, r) => t + r.requests, 0),
    non2xx: list.reduce((t, r) => t + r.non2xx, 0),
  });
  const p = merge(runs.product);
  const l = merge(runs.limited);
  return {
    loadAverages,
    product: p,
    limited: l,
    redisCommandsPerRequest: round(redisCommands / l.requests, 2),
    rpsRatio: round(l.rps / p.rps, 3),
    cpuRatio: round(l.cpuMicrosPerRequest / p.cpuMicrosPerRequest, 2),
    clean: l.non2xx === 0,
  };
}
