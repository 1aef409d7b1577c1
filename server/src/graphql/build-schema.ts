import 'reflect-metadata';
import { validateOrReject, ValidationError, ValidatorOptions } from '../kernel/class-validator';
import { assertValidSchema, GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { ArgumentValidationError, buildSchema, ContainerType, NonEmptyArray, registerEnumType } from 'type-graphql';
import { ErrorCode } from '../shared/errors';
import { Role } from '../shared/roles';
import { authChecker } from './auth-checker';

const ERROR_CODE_DESCRIPTIONS = {
  BAD_USER_INPUT: { description: 'Invalid input; see extensions.fieldErrors.' },
  BAD_REQUEST: { description: 'Malformed or unsupported request.' },
  UNAUTHENTICATED: { description: 'Not signed in, or the session or token is invalid.' },
  FORBIDDEN: { description: 'Signed in but not allowed to do this.' },
  NOT_FOUND: { description: 'The requested record does not exist.' },
  RATE_LIMITED: { description: 'Too many requests; retry later.' },
  SERVICE_UNAVAILABLE: { description: 'A dependency is temporarily unavailable; retry later.' },
  INTERNAL: { description: 'Unexpected server error.' },
  INVALID_CREDENTIALS: { description: 'Wrong email or password.' },
  INVALID_CURRENT_PASSWORD: { description: 'The current password given is wrong.' },
  WEAK_PASSWORD: { description: 'The new password does not meet the password rules.' },
  REAUTHENTICATION_REQUIRED: { description: 'Give the current password, or sign in again, to change the password.' },
  SESSION_REQUIRED: { description: 'Needs a staff session, not an integration token.' },
  EMAIL_TAKEN: { description: 'Another account already uses this email.' },
  CANNOT_CHANGE_OWN_ROLE: { description: 'A user cannot change their own role.' },
  ROLE_NOT_ALLOWED: { description: 'Only a superadmin may manage admin accounts.' },
  LAST_SUPERADMIN: { description: 'The last superadmin cannot be deleted, demoted or deactivated.' },
  PUNCH_ALREADY_OPEN: { description: 'Punch in refused: a shift is already open.' },
  NO_OPEN_SHIFT: { description: 'Punch out refused: no shift is open.' },
  PUNCH_OUT_OF_ORDER: { description: 'Punch is earlier than the last recorded punch.' },
  PUNCH_TIME_INVALID: { description: 'The punch time is invalid.' },
  IDEMPOTENCY_KEY_REUSED: { description: 'This punch key was already used for a different punch.' },
  INVALID_HOURS: { description: 'Invalid clock-in/clock-out times for a time entry.' },
  INVALID_BREAK: { description: 'Invalid break for a split time entry.' },
  TIME_ENTRY_OVERLAP: { description: 'The time entry overlaps another entry of the same user.' },
  INVALID_TRANSITION: { description: 'The pickup request is no longer at this step; reload it.' },
  INVALID_STATUS_TRANSITION: { description: 'This event request status change is not allowed.' },
  PERIOD_LOCKED: { description: 'The pay period is approved (locked): no punch or change may touch it until an ADMIN reopens it.' },
} satisfies Record<ErrorCode, { description: string }>;

registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: 'Stable error codes found in `extensions.code`.',
  valuesConfig: ERROR_CODE_DESCRIPTIONS,
});
registerEnumType(Role, {
  name: 'Role',
  description: 'Staff roles, lowest to highest.',
  valuesConfig: {
    EMPLOYEE: { description: 'Field staff: own time clock.' },
    MANAGER: { description: 'Operations: requests, orders, tours.' },
    ADMIN: { description: 'Administration: accounts, prices, tokens, webhooks.' },
    SUPERADMIN: { description: 'Everything, including admin accounts.' },
  },
});

/** class-validator settings, as type-graphql applies them to `validate: {…}` (missing properties are GraphQL's job). */
const VALIDATOR_OPTIONS: ValidatorOptions = {
  forbidUnknownValues: false,
  skipMissingProperties: true,
  validationError: { target: false, value: false },
};

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * What type-graphql's built-in validation does (validate-arg.js): input objects, and the objects
 * in an array argument, through class-validator; failures as ArgumentValidationError. Given as
 * `validateFn` because the built-in one loads class-validator with a dynamic `require` on every
 * argument of every call.
 */
async function validateArgument(value: unknown): Promise<void> {
  if (!isObject(value)) return;
  try {
    if (Array.isArray(value)) await Promise.all(value.filter(isObject).map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
    else await validateOrReject(value, VALIDATOR_OPTIONS);
  } catch (error) {
    throw new ArgumentValidationError(error as ValidationError[]);
  }
}

/** The schema of these resolver classes (the application's: schema.ts), sorted. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes class constructors
export async function buildSchemaOf(resolvers: NonEmptyArray<Function>, container?: ContainerType): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    container,
    validateFn: validateArgument,
    orphanedTypes: [],
    // type-graphql checks a new schema by running the whole introspection query over it (about
    // 40 ms of every start); graphql-js's own validation below gives the same verdict.
    skipCheck: true,
    // Every subscription brings its own `subscribe` (the snow dispatch bus, in-process or Redis):
    // type-graphql's topic-based PubSub is never used.
    pubSub: {
      publish: () => undefined,
      subscribe: () => {
        throw new Error('subscriptions use their own subscribe function');
      },
    },
  });
  assertValidSchema(schema);
  const sorted = lexicographicSortSchema(schema);
  const query = sorted.getQueryType();
  if (query) query.description = 'Read operations. Times are ISO 8601 in UTC; the business time zone is America/Toronto.';
  const mutation = sorted.getMutationType();
  if (mutation) mutation.description = 'Write operations.';
  const subscription = sorted.getSubscriptionType();
  if (subscription) subscription.description = 'Live updates over graphql-ws on /graphql.';
  return sorted;
}
