import fc from 'fast-check';
import { getMetadataStorage as validationStorage, ValidationError, validateSync } from 'class-validator';
import { GraphQLScalarType } from 'graphql';
import { ArgumentValidationError, getMetadataStorage as typeStorage } from 'type-graphql';
import { RESOLVERS } from '../schema';
import { CreatePickupRequestInput } from '../modules/pickup/pickup.inputs';
import { pickupInput } from '../modules/pickup/pickup.fixtures';
import { checkObject, validateArgument, validateWithClassValidator, VALIDATOR_OPTIONS, Verdict } from './argument-validation';
import { collectFieldErrors } from './format-error';

// Every feature's input classes are loaded with the schema's resolvers.
expect(RESOLVERS.length).toBeGreaterThan(10);

type Outcome = 'accepted' | { fieldErrors: Record<string, string>; errors: unknown };

/** What the resolver sees: accepted, or the ArgumentValidationError's field errors (format-error.ts) and raw errors. */
async function outcome(run: () => Promise<void> | undefined): Promise<Outcome> {
  try {
    await run();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ArgumentValidationError)) throw error;
    const errors = error.extensions.validationErrors as ValidationError[];
    return { fieldErrors: collectFieldErrors(errors), errors: JSON.parse(JSON.stringify(errors)) };
  }
}

/** Both paths give the same answer, and the compiled verdict is class-validator's. */
async function expectSameAnswer(value: object): Promise<Outcome> {
  const expected = await outcome(() => validateWithClassValidator(value));
  const actual = await outcome(() => validateArgument(value));
  expect(actual).toEqual(expected);
  const verdict = Array.isArray(value) ? undefined : checkObject(value);
  if (verdict !== undefined) {
    expect(verdict).not.toBe(Verdict.UNKNOWN);
    expect([value, verdict === Verdict.VALID]).toEqual([value, expected === 'accepted']);
  }
  return expected;
}

// ---------------------------------------------------------------------------------------------
// The REST adapter's pickup input: the resolver and REST tests' bad inputs, and odd ones.

const PICKUP_CASES: Record<string, unknown>[] = [
  {},
  { fullName: '   ' }, { phone: '' }, { phone: '12-34' }, { email: '' }, { email: 'pas-un-courriel' }, { address: '' },
  { floor: 4 }, { floor: -1 }, { floor: 1.5 }, { floor: '2' }, { floor: Number.NaN }, { fullName: 'x'.repeat(121) }, { fullName: 'x'.repeat(120) },
  { description: 'x'.repeat(5001) }, { description: 'x'.repeat(5000) }, { description: 'ligne 1\r\nligne 2' }, { description: 'a\u2028b' },
  { photos: Array.from({ length: 21 }, (_, i) => `p${i}.jpg`) }, { photos: Array.from({ length: 20 }, (_, i) => `p${i}.jpg`) },
  { photos: [' '] }, { photos: ['x'.repeat(300)] }, { photos: [] }, { photos: new Set(['a.jpg', ' ']) }, { photos: 'a.jpg' },
  { fullName: 'Marie\nÈve' }, { fullName: 'Marie\u202EÈve' }, { address: 'rue\u0000Royale' }, { phone: '819 555-0199\r' }, { fullName: 'a\uD800' },
  { email: 'a@x.org,b@y.org' }, { email: 'A <a@x.org>' }, { email: 'élise@exemple.ca' }, { email: ` ${'a'.repeat(250)}@x.org` },
  { hasElevator: 'oui' }, { urgency: 1 }, { hasElevator: null }, { smsOptIn: true }, { smsOptIn: 'true' }, { smsOptIn: null },
  { idempotencyKey: '6b1f3c1e-6f0a-4c2e-9d4b-1f0e2a3b4c5d' }, { idempotencyKey: 'pas une clé' }, { idempotencyKey: null },
  { botCheck: null }, { botCheck: 'x' }, { botCheck: {} }, { botCheck: { altcha: '', website: '' } }, { botCheck: { altcha: 'x'.repeat(20_000), website: 'spam' } },
  { fullName: undefined, phone: undefined, email: undefined },
];

describe('REST adapter inputs: the compiled check gives class-validator\'s answers', () => {
  it('answers the same on the pickup form and the existing tests\' bad inputs', async () => {
    let accepted = 0;
    for (const overrides of PICKUP_CASES) {
      if ((await expectSameAnswer(Object.assign(pickupInput(), overrides))) === 'accepted') accepted += 1;
    }
    expect(await expectSameAnswer(pickupInput())).toBe('accepted');
    expect(accepted).toBeGreaterThan(10);
    const refused = await expectSameAnswer(Object.assign(pickupInput(), { fullName: ' ', email: 'x', floor: 9 }));
    expect(refused).toMatchObject({ fieldErrors: { fullName: 'Le nom complet est requis.', email: 'Adresse courriel invalide.' } });
  });

  it('answers the same for an array argument and for objects it does not cover (those go to class-validator)', async () => {
    await expectSameAnswer([pickupInput(), 3, null, Object.assign(pickupInput(), { floor: 7 })]);
    await expectSameAnswer([pickupInput(), pickupInput()]);
    const bare = Object.assign(Object.create(null) as object, { fullName: '' });
    expect(checkObject(bare)).toBe(Verdict.UNKNOWN);
    await expect(validateArgument(bare)).rejects.toEqual(await validateWithClassValidator(bare).catch((error: unknown) => error));
    // A plain object has no metadata: accepted by both (forbidUnknownValues is off).
    expect(await expectSameAnswer({ anything: 1 })).toBe('accepted');
  });

  it('answers the same on 1 000 random pickup forms (fields valid, odd or missing)', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.record(propertyArbitraries(CreatePickupRequestInput), { requiredKeys: [] }), async (fields) => {
        if ((await expectSameAnswer(Object.assign(new CreatePickupRequestInput(), fields))) === 'accepted') accepted += 1;
      }),
      { numRuns: 1_000, seed: 31 },
    );
    expect(accepted).toBeGreaterThan(30);
    expect(accepted).toBeLessThan(900);
  });
});

// ---------------------------------------------------------------------------------------------
// Every input and argument class of the schema, with values drawn from its own decorators.

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's metadata is keyed by constructor
type Class = Function & { new (): object };

const STRINGS = [
  '', ' ', 'a', 'Marie-Ève Lapointe', 'Lapointe', 'Déneigement Inc.', '819 555-0199', '+1 514 555 0100', '5145550100', '555-0100', '12-34',
  'marie-eve@example.com', 'A@X.ORG', 'pas-un-courriel', 'a@x.org,b@y.org', '1250 rue Royale, Trois-Rivières, QC G9A 4J6', 'G9A 4J6', 'H2X1Y4',
  'Trois-Rivières', 'Montréal', 'Québec', 'Shawinigan', 'America/Toronto', 'Europe/Paris', 'Pas/UneZone', '2026-12-01', '2026-02-30', '2026-13-01', '12/01/2026',
  '2026-11-21T15:00:00.000Z', '2026-11-21T10:00:00-05:00', '08:30', '24:00', '7:5', 'AM', 'PM', '13:00-15:00', '15:00-13:00', '10.00', '10,00', '-5', '0',
  '1', '42', '1e3', 'https://exemple.ca', 'http://exemple.ca/page', 'exemple.ca', 'javascript:alert(1)', '6b1f3c1e-6f0a-4c2e-9d4b-1f0e2a3b4c5d',
  'Motdepasse-123!', 'court', 'MANAGER', 'ADMIN', 'EMPLOYEE', 'DONE', 'CANCELED', 'NEW', 'IN', 'OUT', 'fr', 'en', 'ligne 1\nligne 2', 'a\r\nb',
  'a\u2028b', '\u202Eabc', 'nul\u0000', 'a\uD800', '\uD83D\uDE00', '#ff0000', 'x'.repeat(41), 'x'.repeat(121), 'x'.repeat(256), 'x'.repeat(5001),
];
const NUMBERS = [0, 1, -1, 2, 3, 4, 5, 10, 20, 21, 59, 60, 99, 100, 101, 500, 1000, 1.5, -0.5, 1e7, 1e7 + 1, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY];
const ODD_VALUES = [null, undefined, true, false, 0, 'x', [], {}, [1, 'a', null], new Date(Number.NaN), new Date('2026-11-21T15:00:00Z')];

function typeFields(target: Class) {
  const fields = typeStorage().fields;
  const seen = new Set<string>();
  const result: (typeof fields)[number][] = [];
  for (let cls: unknown = target; typeof cls === 'function' && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) {
    for (const field of fields) {
      if (field.target === cls && !seen.has(field.name)) {
        seen.add(field.name);
        result.push(field);
      }
    }
  }
  return result;
}

const inputClasses = (): Class[] => [...typeStorage().inputTypes, ...typeStorage().argumentTypes].map((type) => type.target as Class);

/** Values suggested by a property's decorators: its patterns, lengths, bounds and listed values. */
function decoratorValues(target: Class, property: string): fc.Arbitrary<unknown>[] {
  const metadatas = validationStorage().getTargetValidationMetadatas(target, undefined as unknown as string, false, false, undefined).filter((m) => m.propertyName === property);
  const values: unknown[] = [];
  const arbitraries: fc.Arbitrary<unknown>[] = [];
  for (const { name, constraints } of metadatas) {
    const first: unknown = constraints?.[0];
    if (first instanceof RegExp) {
      try {
        arbitraries.push(fc.stringMatching(first));
      } catch {
        // a pattern fast-check cannot generate from
      }
    }
    if (typeof first === 'number') values.push(first - 1, first, first + 1, 'x'.repeat(Math.max(0, Math.min(first + 1, 20_000))), 'x'.repeat(Math.max(0, Math.min(first, 20_000))));
    if (typeof constraints?.[1] === 'number') values.push(constraints[1] - 1, constraints[1], constraints[1] + 1, 'x'.repeat(constraints[1]), 'x'.repeat(constraints[1] + 1));
    if (Array.isArray(first)) values.push(...(first as unknown[]));
    if (name === 'isEnum' && first && typeof first === 'object') values.push(...Object.values(first));
  }
  if (values.length) arbitraries.push(fc.constantFrom(...values));
  return arbitraries;
}

/** Values of a field's GraphQL type, biased to its decorators; `depth` bounds nested inputs. */
function fieldArbitrary(target: Class, field: ReturnType<typeof typeFields>[number], depth: number): fc.Arbitrary<unknown> {
  const type = field.getType() as unknown;
  const hinted = decoratorValues(target, field.name);
  let item: fc.Arbitrary<unknown>;
  const enumType = typeStorage().enums.find((e) => e.enumObj === type);
  if (enumType) item = fc.constantFrom(...Object.values(enumType.enumObj as object));
  else if (type === Boolean) item = fc.boolean();
  else if (type === Number) item = fc.oneof(fc.constantFrom(...NUMBERS), fc.integer({ min: -1000, max: 1_000_000 }), fc.double());
  else if (type === Date) item = fc.date({ noInvalidDate: false });
  else if (type === String || type instanceof GraphQLScalarType) {
    item = fc.oneof(fc.constantFrom(...STRINGS), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 30 }), ...hinted);
  } else if (typeof type === 'function' && inputClasses().includes(type as Class)) {
    item = depth > 0 ? classArbitrary(type as Class, depth - 1) : fc.constant(new (type as Class)());
  } else item = fc.constantFrom(...ODD_VALUES);
  if (type === Number && hinted.length) item = fc.oneof(item, ...hinted);
  const options = field.typeOptions;
  const value = options.array ? fc.array(options.nullable === 'items' || options.nullable === 'itemsAndList' ? fc.option(item) : item, { maxLength: 25 }) : item;
  // Mostly values class-validator accepts for this field alone (so that whole objects are often
  // accepted), else any value of the field's type (as GraphQL delivers it), sometimes null or off type.
  const accepted = fc
    .sample(value, { numRuns: 200, seed: 3 })
    .filter((candidate) => validateSync(Object.assign(new target(), { [field.name]: candidate }), VALIDATOR_OPTIONS).length === 0);
  return fc.oneof(
    ...(accepted.length ? [{ weight: 12, arbitrary: fc.constantFrom(...accepted) }] : []),
    { weight: 4, arbitrary: value },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_VALUES) },
  );
}

function propertyArbitraries(target: Class, depth = 2): Record<string, fc.Arbitrary<unknown>> {
  return Object.fromEntries(typeFields(target).map((field) => [field.name, fieldArbitrary(target, field, depth)]));
}

function classArbitrary(target: Class, depth = 2): fc.Arbitrary<object> {
  return fc.record(propertyArbitraries(target, depth), { requiredKeys: [] }).map((fields) => Object.assign(new target(), fields));
}

describe('every input class of the schema: the compiled check gives class-validator\'s verdict', () => {
  it('covers every class (none is left to class-validator) and answers the same on 100 random values each', async () => {
    const classes = inputClasses();
    expect(classes.length).toBeGreaterThan(50);
    let accepted = 0;
    let refused = 0;
    for (const target of classes) {
      for (const value of fc.sample(classArbitrary(target), { numRuns: 100, seed: 7 })) {
        if ((await expectSameAnswer(value)) === 'accepted') accepted += 1;
        else refused += 1;
      }
    }
    // Both answers are well represented.
    expect(accepted).toBeGreaterThan(classes.length * 10);
    expect(refused).toBeGreaterThan(classes.length * 10);
  });
});
