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
// The site's other paths (issue #31: moved from Express to Fastify): every method, odd paths, headers.
const asset = fs.readdirSync(path.join(roots.main, 'build/client/assets')).find((f) => f.endsWith('.js') && fs.existsSync(path.join(roots.branch, 'build/client/assets', f)));
const sitePaths = ['/healthz', '/HEALTHZ/', '/readyz', '/faq?x=1', '/sitemap.xml', '/robots.txt', '/index.html', '/explorer.html', '/assets', '/assets/', '/assets/nothing.js', `/assets/${asset}`, `/ASSETS/${asset}?v=1`,
  '/invoices/soumission-1.pdf', '/invoices/soumission-.pdf', '/invoices/facture-F-2026-000001.pdf', '/invoices/soumission-1.pdf?expires=1&signature=x', '/invoices/nothing',
  '/client-files/soumission-1.pdf', '/client-files/staff/soumission-1.pdf', '/client-files/', '/files/snow-visits/1/photo', '/files/snow-visits/1/photo/partage?expires=1&signature=x',
  '/files/snow-contracts/1.pdf', '/files/client/snow-contracts/1.pdf', '/files/client/snow-visits/1/photo', '/files/photos/a/b.jpg?expires=1&signature=x', '/files/photos/', '/files/pickup-requests/1/photos?expires=1&signature=x',
  '/desabonnement?email=a@b.ca&signature=x', '/confidentialite/mes-donnees?email=a@b.ca&expires=1&signature=x', '/graphql/x', '/GRAPHQL', '/graphql?query=%7B__typename%7D', '/%', '/faq%zz', '/invoices/soumission-%zz.pdf', '/nothing'];
for (const p of sitePaths) {
  for (const m of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE']) reqs.push([m, p, m === 'POST' || m === 'PUT' ? '{}' : undefined, m === 'POST' || m === 'PUT' ? json : {}]);
  reqs.push(['GET', p, undefined, { accept: 'application/json', authorization: 'Bearer nope', origin: 'https://partenaire.example.ca', 'if-none-match': 'W/"x"' }]);
  reqs.push(['OPTIONS', p, undefined, { origin: 'https://partenaire.example.ca', 'access-control-request-method': 'GET' }]);
  reqs.push(['GET', p, undefined, { origin: 'https://autre.example.ca', 'accept-encoding': 'identity' }]);
}
for (const p of ['/desabonnement?email=a@b.ca&signature=x', '/desabonnement'])
  for (const body of ['List-Unsubscribe=One-Click', 'x'.repeat(3000), '']) reqs.push(['POST', p, body, { 'content-type': 'application/x-www-form-urlencoded' }]);
reqs.push(['PUT', '/files/snow-visits/1/photo', 'x'.repeat(2000), { 'content-type': 'image/jpeg' }]);
reqs.push(['POST', '/files/pickup-requests/1/photos', 'x'.repeat(2000), { 'content-type': 'image/jpeg' }]);
for (const body of ['{"query":"{ __typename }"}', 'query={__typename}', '']) for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/graphql'])
  reqs.push(['POST', '/graphql/', body, { 'content-type': type, 'apollo-require-preflight': '1' }]);
reqs.push(['GET', '/graphql', undefined, { accept: 'text/html', 'if-none-match': 'W/"x"' }]);
reqs.push(['GET', '/graphql', undefined, {}]);
reqs.push(['OPTIONS', '/graphql', undefined, {}]);
reqs.push(['GET', '/graphql?query=%7B__typename%7D', undefined, { 'apollo-require-preflight': '1', 'accept-encoding': 'gzip' }]);
let same = 0; const diffs = [];
const skipBody = (p) => p.includes('bot-challenge') ;
for (const [method, path, body, headers] of reqs) {
  const answers = {};
  for (const [side, port] of Object.entries(servers)) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, body, headers, redirect: 'manual' });
    // A file's ETag and Last-Modified come from its modification time (each checkout built at its own time): its size only.
    const fromFile = res.headers.has('last-modified');
    const h = [...res.headers]
      .filter(([k]) => k !== 'date' && k !== 'keep-alive' && !(fromFile && k === 'last-modified') && !(skipBody(path) && (k === 'etag' || k === 'content-length')))
      .map(([k, v]) => (fromFile && k === 'etag' ? [k, v.split('-')[0]] : [k, v]));
    answers[side] = JSON.stringify({ status: res.status, h, body: skipBody(path) ? '' : await res.text() });
  }
  if (answers.main === answers.branch) same++; else diffs.push({ method, path, body: body?.slice?.(0, 40), headers, main: answers.main.slice(0, 100000), branch: answers.branch.slice(0, 100000) });
}
console.log(`${same} same, ${diffs.length} different of ${reqs.length}`);
for (const d of diffs.slice(0, Number(process.env.DIFF_SHOW ?? 15))) { const a = d.main, b = d.branch; let i = 0; while (i < a.length && a[i] === b[i]) i++; console.log(d.method, d.path, "| main:", a.slice(Math.max(0, i - 30), i + 60), "| branch:", b.slice(Math.max(0, i - 30), i + 60)); }
for (const c of children) c.kill();
process.exitCode = diffs.length ? 1 : 0;
