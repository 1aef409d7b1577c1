// The benchmarks' baseline: a bare node:http server on the same database as the product, doing
// the least the product must do. Started by run.mjs with BASELINE_DATABASE_URL and PORT.
//   POST /api/junk/create  the pickup form's validation (same rules and French messages, same
//                          shared limits), then ONE prepared INSERT through mysql2.
//   GET  /events?take=N    the back-office events list with their lines as JSON, built by ONE
//                          hand-written SQL statement (JSON_OBJECT / JSON_ARRAYAGG).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import mysql from 'mysql2/promise';

const require = createRequire(import.meta.url);
// The compiled shared code: the very limits, patterns and messages the product validates with.
const { LIMITS, EMAIL_PATTERN, NOT_BLANK, isValidPhone } = require('../../build/server/src/shared/validation.js');
const { VALIDATION } = require('../../build/server/src/shared/messages.fr.js');

const pool = mysql.createPool({ uri: process.env.BASELINE_DATABASE_URL, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
// JSON_ARRAYAGG is bounded by group_concat_max_len on MariaDB: 500 events take about 0.5 MB.
pool.pool.on('connection', (connection) => connection.query('SET SESSION group_concat_max_len = 67108864'));
const BODY_LIMIT = 100 * 1024;

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT) reject(Object.assign(new Error('too large'), { status: 413 }));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const text = (value) => (typeof value === 'string' ? value : null);

/** CreatePickupRequestInput's rules (server/src/modules/pickup/pickup.inputs.ts), by hand. */
function validatePickup(body) {
  const errors = {};
  const required = (field, message, max) => {
    const value = text(body[field] ?? '');
    if (value === null) errors[field] = VALIDATION.invalid;
    else if (!NOT_BLANK.test(value)) errors[field] = message;
    else if (max && value.length > max) errors[field] = VALIDATION.tooLong(max);
    return value;
  };
  const fullName = required('fullName', VALIDATION.fullNameRequired, LIMITS.fullName);
  const phone = required('phone', VALIDATION.phoneRequired);
  if (phone !== null && !errors.phone && !isValidPhone(phone)) errors.phone = VALIDATION.phone;
  const email = required('email', VALIDATION.emailRequired, LIMITS.email);
  if (email !== null && !errors.email && !EMAIL_PATTERN.test(email)) errors.email = VALIDATION.email;
  const address = required('address', VALIDATION.addressRequired, LIMITS.address);
  const rawFloor = body.floor ?? 0;
  const floor = typeof rawFloor === 'string' && /^\d+$/.test(rawFloor.trim()) ? Number(rawFloor) : rawFloor;
  if (!Number.isInteger(floor) || floor < 0 || floor > 3) errors.floor = VALIDATION.floor;
  const hasElevator = body.hasElevator ?? false;
  const urgency = body.urgency ?? false;
  if (typeof hasElevator !== 'boolean') errors.hasElevator = VALIDATION.invalid;
  if (typeof urgency !== 'boolean') errors.urgency = VALIDATION.invalid;
  const description = text(body.description ?? '');
  if (description === null) errors.description = VALIDATION.invalid;
  else if (description.length > LIMITS.description) errors.description = VALIDATION.tooLong(LIMITS.description);
  const photos = body.photos ?? [];
  if (!Array.isArray(photos)) errors.photos = VALIDATION.invalid;
  else if (photos.length > LIMITS.photos) errors.photos = VALIDATION.photosTooMany(LIMITS.photos);
  else if (photos.some((p) => typeof p !== 'string' || p.length > LIMITS.photoName || !NOT_BLANK.test(p))) errors.photos = VALIDATION.photoName;
  if (Object.keys(errors).length) return { errors };
  return {
    row: [
      fullName.trim(),
      phone.trim(),
      email.trim().toLowerCase(),
      address.trim(),
      floor,
      hasElevator,
      urgency,
      description.trim(),
      JSON.stringify(photos.map((p) => p.trim())),
      'new',
      new Date(),
    ],
  };
}

const INSERT_PICKUP =
  'INSERT INTO pickup_request (fullName, phone, email, address, floor, hasElevator, urgency, description, photos, status, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

async function createPickup(req, res) {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return send(res, 415, { error: 'Type de contenu non pris en charge.' });
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    return send(res, error.status ?? 400, { error: 'JSON invalide.' });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) body = {};
  const { errors, row } = validatePickup(body);
  if (errors) return send(res, 400, { error: Object.values(errors)[0], code: 'BAD_USER_INPUT', fieldErrors: errors });
  const [result] = await pool.execute(INSERT_PICKUP, row);
  return send(res, 201, { id: result.insertId });
}

/** An ISO 8601 UTC string with milliseconds, as the GraphQL DateTimeISO scalar writes it. */
const iso = (column) => `CONCAT(DATE_FORMAT(${column}, '%Y-%m-%dT%H:%i:%s.'), LPAD(FLOOR(MICROSECOND(${column}) / 1000), 3, '0'), 'Z')`;

/** The same JSON as the product's eventRequests(take) with the bench's selection, in one statement. */
const EVENTS_JSON = `
SELECT COALESCE(JSON_ARRAYAGG(JSON_OBJECT(
    'id', CAST(e.id AS CHAR), 'reference', e.reference, 'eventName', e.eventName, 'email', e.email,
    'companyName', e.companyName, 'neq', e.neq, 'phone', e.phone, 'address', e.address,
    'dateStart', e.dateStart, 'dateEnd', e.dateEnd, 'days', e.days, 'status', UPPER(e.status),
    'participants', e.participants, 'subtotal', e.subtotal, 'gst', e.gst, 'qst', e.qst, 'total', e.total,
    'createdAt', ${iso('e.createdAt')},
    'materials', JSON_EXTRACT(COALESCE((SELECT JSON_ARRAYAGG(JSON_OBJECT('type', m.type, 'quantity', m.quantity, 'unitPrice', m.unitPrice, 'days', m.days, 'lineTotal', m.lineTotal) ORDER BY m.id)
                  FROM event_material_line m WHERE m.eventRequestId = e.id), '[]'), '$'),
    'services', JSON_EXTRACT(COALESCE((SELECT JSON_ARRAYAGG(JSON_OBJECT('name', s.name, 'label', s.label, 'price', s.price) ORDER BY s.id)
                 FROM event_service_line s WHERE s.eventRequestId = e.id), '[]'), '$')
  ) ORDER BY e.dateStart DESC, e.id DESC), '[]') AS events
FROM (SELECT * FROM event_request ORDER BY dateStart DESC, id DESC LIMIT ?) e`;

async function listEvents(req, res) {
  const take = Math.min(500, Math.max(1, Number(new URL(req.url, 'http://x').searchParams.get('take')) || 200));
  const [rows] = await pool.query(EVENTS_JSON, [take]);
  const json = `{"data":{"eventRequests":${rows[0].events}}}`;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = createServer((req, res) => {
  const route = req.method === 'POST' && req.url === '/api/junk/create' ? createPickup : req.method === 'GET' && req.url.startsWith('/events') ? listEvents : null;
  if (!route) return send(res, req.url === '/healthz' ? 200 : 404, { ok: req.url === '/healthz' });
  route(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, { error: 'Erreur interne.' });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
