// HTTP differential check (issue #31): the same ~370 requests (every REST route with several bodies,
// content types, OPTIONS, HEAD, CORS; /graphql POST variants; pages, health, files) sent to two compiled
// servers — e.g. main's build and a branch's — each on a fresh SQLite base; answers compared byte for byte
// (status, every header but Date and Keep-Alive, body; the bot challenge's random body excepted).
//   DIFF_A=/path/to/checkout-a DIFF_B=/path/to/checkout-b node test/bench/http-diff.mjs
// (each checkout built: build/server/src/main.js and build/client). Exit code 1 when an answer differs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor200 } from './lib.mjs';

const roots = { main: process.env.DIFF_A, branch: process.env.DIFF_B };
if (!roots.main || !roots.branch) throw new Error('DIFF_A and DIFF_B: the two checkouts to compare');
const servers = { main: await freePort(), branch: await freePort() };
const children = [];
for (const [side, port] of Object.entries(servers)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `http-diff-${side}-`));
  children.push(spawn(process.execPath, [`${roots[side]}/build/server/src/main.js`], { cwd: roots[side], env: { ...process.env, PORT: String(port), SQLITE_PATH: `${dir}/app.sqlite`, LOG_LEVEL: 'fatal', PUBLIC_URL: 'http://localhost:3000', JWT_SECRET: 'y'.repeat(48), CORS_ORIGINS: 'https://partenaire.example.ca' }, stdio: 'ignore' }));
}
for (const [side, port] of Object.entries(servers)) await waitFor200(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 120_000, everyMs: 100, child: children[side === 'main' ? 0 : 1] });
// The REST table of checkout B (its route table, or an Express router's stack on an older checkout).
const load = createRequire(path.join(roots.branch, 'build/server/src/app.js'));
load('reflect-metadata');
const { createRestRouter, listRestRoutes } = load(path.join(roots.branch, 'build/server/src/rest/rest-router.js'));
const routes = listRestRoutes(createRestRouter({ operations: null, createContext: null, payments: null })).map((line) => {
  const [method, route] = line.split(' ');
  return { method, path: route };
});
const reqs = [];
const json = { 'content-type': 'application/json' };
for (const r of routes) {
  const path = r.path.replace(':id', '1');
  reqs.push([r.method, path, undefined, {}]);
  if (r.method !== 'GET') {
    reqs.push([r.method, path, '{}', json]);
    reqs.push([r.method, path, '{bad', json]);
    reqs.push([r.method, path, 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }]);
    reqs.push([r.method, path, '"x"', json]);
  }
  reqs.push(['OPTIONS', path, undefined, {}]);
  reqs.push(['OPTIONS', path, undefined, { origin: 'https://partenaire.example.ca', 'access-control-request-method': 'POST' }]);
  reqs.push(['HEAD', path, undefined, {}]);
  reqs.push([r.method, path, r.method === 'GET' ? undefined : '{}', { ...json, authorization: 'Bearer nope', origin: 'https://autre.example.ca' }]);
}
for (const p of ['/api', '/api/', '/api/nothing', '/API/junk/create/', '/api/junk/create?x=1', '/api/sms/inbound', '/api/sms/nothing', '/api/stripe/webhook', '/api/collect'])
  for (const m of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) reqs.push([m, p, m === 'GET' ? undefined : '{"path":"/faq"}', json]);
reqs.push(['POST', '/api/junk/create', JSON.stringify({ fullName: 'Marie Tremblay', phone: '819 555-0199', email: 'marie@exemple.ca', address: '1250 rue Royale, Trois-Rivières', floor: '2', description: 'Un frigo', photos: [] }), json]);
reqs.push(['POST', '/api/junk/create', 'x'.repeat(200_000), json]);
reqs.push(['POST', '/api/collect', '{"path":"/faq"}', { 'content-type': 'text/plain' }]);
reqs.push(['POST', '/api/stripe/webhook', '{}', { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }]);
for (const body of ['{"query":"{ __typename }"}', '{"query":', '', '[{"query":"{ __typename }"}]', '"x"'])
  for (const type of ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/json; profile=x'])
    reqs.push(['POST', '/graphql', body, { 'content-type': type }]);
reqs.push(['GET', '/graphql', undefined, { accept: 'text/html' }]);
reqs.push(['GET', '/graphql?query=%7B__typename%7D', undefined, { 'apollo-require-preflight': '1' }]);
for (const p of ['/healthz', '/readyz', '/', '/faq', '/robots.txt', '/nothing', '/invoices/1', '/files/x', '/desabonnement']) reqs.push(['GET', p, undefined, {}]);
let same = 0; const diffs = [];
const skipBody = (p) => p.includes('bot-challenge') ;
for (const [method, path, body, headers] of reqs) {
  const answers = {};
  for (const [side, port] of Object.entries(servers)) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, body, headers, redirect: 'manual' });
    const h = [...res.headers].filter(([k]) => k !== 'date' && k !== 'keep-alive' && !(skipBody(path) && (k === 'etag' || k === 'content-length')));
    answers[side] = JSON.stringify({ status: res.status, h, body: skipBody(path) ? '' : await res.text() });
  }
  if (answers.main === answers.branch) same++; else diffs.push({ method, path, body: body?.slice?.(0, 40), headers, main: answers.main.slice(0, 100000), branch: answers.branch.slice(0, 100000) });
}
console.log(`${same} same, ${diffs.length} different of ${reqs.length}`);
for (const d of diffs.slice(0, 15)) { const a = d.main, b = d.branch; let i = 0; while (i < a.length && a[i] === b[i]) i++; console.log(d.method, d.path, "| main:", a.slice(i - 30, i + 60), "| branch:", b.slice(i - 30, i + 60)); }
for (const c of children) c.kill();
process.exitCode = diffs.length ? 1 : 0;
