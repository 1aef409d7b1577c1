import { PublicWriteCount } from '../../server/src/modules/abuse/abuse.entities';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { LoginAttempt } from '../../server/src/modules/auth/login-attempt.entity';
import * as frenchTexts from '../../server/src/shared/messages.fr';

/**
 * Shared pieces of the property-based bad-input suites (issue 9): arbitraries that turn a valid
 * payload into a malformed one, the "French error, never a 500, nothing stored" checks, and a
 * listening copy of the in-process app (one keep-alive HTTP server instead of one per request).
 */

/** What a field holds, so a value that surely breaks it can be chosen. */
export type FieldKind = 'text' | 'int' | 'float' | 'boolean' | 'strings' | 'object';

export interface FieldSpec {
  kind: FieldKind;
  /** Leaving it out is an error (no default, or the REST mapping turns absence into an invalid value). */
  required?: boolean;
  /** A lookup key with no length limit: a huge value is simply not found, not an error. */
  unbounded?: boolean;
  /** The REST mapping drops a value of the wrong type (the optional field is then absent). */
  dropsWrongType?: boolean;
}

export type Shape = Record<string, FieldSpec>;

/** A malformed payload, and whether it is invalid by construction (as opposed to merely unusual). */
export interface Malformed {
  label: string;
  value: unknown;
  surelyInvalid: boolean;
}

const HUGE = 20_000; // longer than any text limit (the longest, descriptions, is 5 000)

/**
 * Each kind's wrong-type arbitrary, built once: `malformed` asks for one per generated sample, and
 * building an `fc.string()` tokenises fast-check's list of tricky strings (a fifth of the
 * createPickupRequest property's CPU, issue #31). Arbitraries hold no state: same seed, same values.
 */
const wrongTypes = new Map<FieldKind, fc.Arbitrary<unknown>>();
function wrongType(kind: FieldKind): fc.Arbitrary<unknown> {
  let arbitrary = wrongTypes.get(kind);
  if (!arbitrary) {
    arbitrary = buildWrongType(kind);
    wrongTypes.set(kind, arbitrary);
  }
  return arbitrary;
}

/** Values of the wrong type for a field of this kind (each refused by GraphQL coercion or validation). */
function buildWrongType(kind: FieldKind): fc.Arbitrary<unknown> {
  const objects = fc.oneof(fc.constant({}), fc.constant([]), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 3 }));
  switch (kind) {
    case 'text':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), objects, fc.array(fc.string(), { minLength: 1, maxLength: 3 }));
    case 'int':
      return fc.oneof(
        fc.constantFrom(-1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, -0.0001),
        fc.integer({ max: -1 }),
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !/^\s*-?\d+(\.\d+)?\s*$/.test(s)),
        fc.boolean(),
        objects,
      );
    case 'float':
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !/^\s*-?\d+(\.\d+)?\s*$/.test(s)),
        fc.boolean(),
        objects,
        fc.constantFrom(-1, -1e308, 1e308, Number.MAX_SAFE_INTEGER, 0.001),
      );
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 'oui', 1, 0, ''), fc.integer(), objects);
    case 'strings':
      // (a lone string is valid: GraphQL coerces it to a list of one)
      return fc.oneof(fc.integer(), fc.boolean(), fc.constant({ a: 1 }), fc.array(fc.integer(), { minLength: 1, maxLength: 3 }));
    case 'object':
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.integer(), { minLength: 1, maxLength: 3 }));
  }
}

/** Unicode of every kind: accents, emoji, right-to-left marks, control characters, lone surrogates. */
const anyUnicode = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('\u0000', '\u202e‮gnp.exe', '💩'.repeat(30), 'Zoé « Lavoie » — d’Aoust', '\uD800', '<script>alert(1)</script>', "' OR 1=1 --"),
);

/** Huge strings, ASCII or multi-byte. */
const hugeString = fc.oneof(
  fc.nat({ max: 50 }).map((n) => 'x'.repeat(HUGE + n)),
  fc.constantFrom('é'.repeat(HUGE), '🚚'.repeat(HUGE / 2), 'a'.repeat(120_000)),
);

/** A sample that fast-check prints shortened (huge strings would flood the report). */
export function sample(label: string, value: unknown, surelyInvalid: boolean): Malformed {
  return { label, value, surelyInvalid, [fc.toStringMethod]: () => `${label} ${shorten(value)}` } as Malformed;
}

export function shorten(value: unknown, max = 300): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} caractères)` : text;
}

/**
 * Malformed variants of `valid` for the fields of `shape`: a required field removed or set to
 * null, a field of the wrong type or at the numeric edges, a huge text, unicode anywhere, extra
 * fields, or a payload that is not an object at all.
 */
export function malformed(valid: Record<string, unknown>, shape: Shape, options: { extraFieldsInvalid: boolean }): fc.Arbitrary<Malformed> {
  const fields = Object.keys(shape);
  const required = fields.filter((name) => shape[name]!.required);
  const texts = fields.filter((name) => shape[name]!.kind === 'text');
  const without = (name: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));

  const variants: fc.Arbitrary<Malformed>[] = [
    fc.constantFrom(...fields).chain((name) =>
      wrongType(shape[name]!.kind).map((value) => sample(`${name}: wrong type`, { ...valid, [name]: value }, !shape[name]!.dropsWrongType)),
    ),
    fc
      .constantFrom(...texts)
      .chain((name) => hugeString.map((value) => sample(`${name}: huge`, { ...valid, [name]: value }, !shape[name]!.unbounded))),
    fc
      .constantFrom(...texts)
      .chain((name) => anyUnicode.map((value) => sample(`${name}: unicode`, { ...valid, [name]: value }, false))),
    fc.record({ extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in valid)), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 4 }) }).map(({ extra }) => sample('extra fields', { ...valid, ...extra }, options.extraFieldsInvalid)),
    fc.jsonValue({ maxDepth: 3 }).map((value) => sample('not the expected object', value, true)),
    fc
      .subarray(fields, { minLength: 1 })
      .chain((dropped) =>
        fc.constant(
          sample(
            `without ${dropped.join(', ')}`,
            Object.fromEntries(Object.entries(valid).filter(([key]) => !dropped.includes(key))),
            dropped.some((name) => shape[name]!.required),
          ),
        ),
      ),
  ];
  if (required.length > 0) {
    variants.push(fc.constantFrom(...required).map((name) => sample(`${name}: missing`, without(name), true)));
  }
  return fc.oneof(...variants);
}

/** Every French text of messages.fr.ts (functions called with a sample argument). */
const KNOWN_MESSAGES: ReadonlySet<string> = (() => {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function') {
      for (const sample of [1, 5, 20, 100, 120, 254, 300, 5000]) {
        const text: unknown = (value as (n: number) => unknown)(sample);
        if (typeof text === 'string') texts.add(text);
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(frenchTexts);
  return texts;
})();

const FRENCH_MARKS = /[àâçéèêëîïôûùüÿœ’«»]|\b(le|la|les|des|du|une?|est|doit|champ|valeur|requise?|invalide|adresse|courriel|requête|trop|aucune?)\b/i;

/** A message a French-speaking customer can read: one of ours, or at least recognisably French. */
export function isFrenchMessage(message: unknown): boolean {
  return typeof message === 'string' && message.trim() !== '' && (KNOWN_MESSAGES.has(message) || FRENCH_MARKS.test(message));
}

/** The first error of a GraphQL or REST answer, as `{ code, message }`. */
export function errorOf(body: unknown): { code: unknown; message: unknown } | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { errors?: { message?: unknown; extensions?: { code?: unknown } }[]; error?: unknown; code?: unknown };
  if (Array.isArray(record.errors) && record.errors[0]) return { code: record.errors[0].extensions?.code, message: record.errors[0].message };
  if ('error' in record) return { code: record.code, message: record.error };
  return null;
}

/** Rows in every table except the login-attempt log (a failed sign-in is recorded there on purpose). */
const countQueries = new WeakMap<DataSource, string>();

/**
 * Rows stored in every entity's table but the throttle bookkeeping, in one statement (the sum of one
 * `COUNT(*)` per table, built once per data source): a repository `count()` per entity, twice per
 * generated input, made the TypeORM query builder most of the property suite's time (issue #31).
 */
export async function countStoredRows(dataSource: DataSource): Promise<number> {
  let query = countQueries.get(dataSource);
  if (!query) {
    // Throttle bookkeeping, not data sent: sign-in failures and the per-address counters of anonymous writes (issue #19).
    const tables = dataSource.entityMetadatas.filter((meta) => meta.target !== LoginAttempt && meta.target !== PublicWriteCount).map((meta) => `(SELECT COUNT(*) FROM ${dataSource.driver.escape(meta.tablePath)})`);
    query = `SELECT ${tables.join(' + ')} AS total`;
    countQueries.set(dataSource, query);
  }
  const [row] = (await dataSource.query(query)) as { total: number | string }[];
  return Number(row?.total);
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Checks one answer to a malformed request; returns a description of what is wrong, or null. */
export function judge(answer: Answer, sample: Malformed, storedBefore: number, storedAfter: number): string | null {
  const error = errorOf(answer.body);
  const succeeded = answer.status < 300 && !error;
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (error && (typeof error.code !== 'string' || error.code === 'INTERNAL')) return `code d’erreur ${String(error.code)}`;
  if (succeeded) {
    if (sample.surelyInvalid) return `accepté (HTTP ${answer.status}) alors que la donnée est invalide`;
    return null;
  }
  if (!error) return `HTTP ${answer.status} sans erreur lisible`;
  if (!isFrenchMessage(error.message)) return `message non français : ${JSON.stringify(error.message)}`;
  if (storedAfter !== storedBefore) return `${storedAfter - storedBefore} ligne(s) enregistrée(s) malgré l’erreur`;
  return null;
}

export async function post(url: string, body: string, contentType = 'application/json', headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': contentType, ...headers }, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: judge() reports it
  }
  return { status: res.status, body: parsed };
}
