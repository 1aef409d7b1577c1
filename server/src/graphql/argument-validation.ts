import { getMetadataStorage, validateOrReject, ValidationTypes, type ValidationArguments, type ValidationError, type ValidatorOptions } from '../kernel/class-validator';
import { ArgumentValidationError } from 'type-graphql';

/** class-validator settings, as type-graphql applies them to `validate: {…}` (missing properties are GraphQL's job). */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
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
 *
 * An argument that the compiled check (`checkObject`, below) finds valid is accepted at once; any
 * other — refused, or beyond what the check covers — goes through class-validator, which builds the
 * refusal (its ValidationErrors, hence the same codes, French messages and field paths).
 */
export function validateArgument(value: unknown): Promise<void> | undefined {
  if (!isObject(value)) return undefined;
  if (Array.isArray(value) ? value.every((item) => !isObject(item) || checkObject(item) === Verdict.VALID) : checkObject(value) === Verdict.VALID) return undefined;
  return validateWithClassValidator(value);
}

/** The argument through class-validator alone (what validateArgument did before the compiled check). */
export async function validateWithClassValidator(value: unknown): Promise<void> {
  if (!isObject(value)) return;
  try {
    if (Array.isArray(value)) await Promise.all(value.filter(isObject).map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
    else await validateOrReject(value, VALIDATOR_OPTIONS);
  } catch (error) {
    throw new ArgumentValidationError(error as ValidationError[]);
  }
}

export const Verdict = {
  /** class-validator would answer no error. */
  VALID: 0,
  /** A constraint failed: class-validator would refuse. */
  INVALID: 1,
  /** Not covered (asynchronous or promise validation, a validator that threw, no constructor…): ask class-validator. */
  UNKNOWN: 2,
} as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
type ConstraintMetadata = ReturnType<MetadataStorage['getTargetValidatorConstraints']>[number];

type Check = (object: object, value: unknown) => Verdict;
/** A class's checks, one per decorated property; null: the class uses something the check does not cover. */
type ClassPlan = readonly ((object: object) => Verdict)[] | null;

const plans = new Map<unknown, ClassPlan>();

/**
 * class-validator's verdict on one object under VALIDATOR_OPTIONS (no groups, `always` off, no
 * whitelist, missing properties skipped, unknown objects accepted), without its ValidationError
 * objects: the class's metadata is taken once from class-validator's own storage (its
 * `getTargetValidationMetadatas`, so inheritance and duplicates are resolved as it resolves them)
 * and turned into closures that follow ValidationExecutor step by step (conditions, `isDefined`,
 * skipped null/undefined, custom constraints with `each` and `validateIf`, nested objects, arrays,
 * sets and maps); each constraint is called with the ValidationArguments class-validator gives it.
 * The verdict only says whether class-validator would refuse: the refusal itself is always built
 * by class-validator (validateArgument). `argument-validation.test.ts` checks the verdict against
 * class-validator on every input class, on a corpus and on random values.
 */
export function checkObject(object: object): Verdict {
  const constructor = (object as { constructor?: unknown }).constructor;
  // class-validator reads `constructor.prototype`: an object without one makes it throw.
  if (typeof constructor !== 'function') return Verdict.UNKNOWN;
  let plan = plans.get(constructor);
  if (plan === undefined) {
    plan = compileClass(constructor);
    plans.set(constructor, plan);
  }
  if (plan === null) return Verdict.UNKNOWN;
  try {
    for (const property of plan) {
      const verdict = property(object);
      if (verdict !== Verdict.VALID) return verdict;
    }
    return Verdict.VALID;
  } catch {
    return Verdict.UNKNOWN;
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- class-validator keys its metadata by constructor
function compileClass(constructor: Function): ClassPlan {
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(constructor, undefined as unknown as string, false, false, undefined);
  const grouped = storage.groupByPropertyName(metadatas);
  const properties: ((object: object) => Verdict)[] = [];
  for (const [propertyName, all] of Object.entries(grouped)) {
    const defined: Check[] = [];
    const custom: Check[] = [];
    const conditions: ((object: object, value: unknown) => boolean)[] = [];
    let nested = false;
    for (const metadata of all) {
      switch (metadata.type) {
        case ValidationTypes.IS_DEFINED:
        case ValidationTypes.CUSTOM_VALIDATION: {
          const check = compileConstraint(metadata);
          if (!check) return null;
          (metadata.type === ValidationTypes.IS_DEFINED ? defined : custom).push(check);
          break;
        }
        case ValidationTypes.NESTED_VALIDATION:
          nested = true;
          break;
        case ValidationTypes.CONDITIONAL_VALIDATION:
          conditions.push(metadata.constraints[0] as (object: object, value: unknown) => boolean);
          break;
        case ValidationTypes.WHITELIST:
          break;
        default:
          // PROMISE_VALIDATION, or a type class-validator may add: not covered.
          return null;
      }
    }
    properties.push((object) => {
      const value = (object as Record<string, unknown>)[propertyName];
      return checkValue(object, value, defined, custom, conditions, nested);
    });
  }
  return properties;
}

/** ValidationExecutor.performValidations, as a verdict. */
function checkValue(
  object: object,
  value: unknown,
  defined: readonly Check[],
  custom: readonly Check[],
  conditions: readonly ((object: object, value: unknown) => boolean)[],
  nested: boolean,
): Verdict {
  // Every condition is evaluated, as class-validator's map + reduce does.
  let canValidate = true;
  for (const condition of conditions) if (!condition(object, value)) canValidate = false;
  if (!canValidate) return Verdict.VALID;
  for (const check of defined) {
    const verdict = check(object, value);
    if (verdict !== Verdict.VALID) return verdict;
  }
  // skipMissingProperties
  if (value === null || value === undefined) return Verdict.VALID;
  for (const check of custom) {
    const verdict = check(object, value);
    if (verdict !== Verdict.VALID) return verdict;
  }
  return nested ? checkNested(value) : Verdict.VALID;
}

/** ValidationExecutor.nestedValidations (value is neither null nor undefined here). */
function checkNested(value: unknown): Verdict {
  if (Array.isArray(value) || value instanceof Set || value instanceof Map) {
    // Each item goes through performValidations with the nested metadata only: null and undefined
    // items are skipped, the others validated as nested values.
    for (const item of value instanceof Map ? value.values() : value) {
      if (item === null || item === undefined) continue;
      const verdict = checkNested(item);
      if (verdict !== Verdict.VALID) return verdict;
    }
    return Verdict.VALID;
  }
  if (value instanceof Object) return checkObject(value);
  return Verdict.INVALID;
}

const isPromise = (value: unknown): boolean => value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

/** ValidationExecutor.customValidations for one metadata. */
function compileConstraint(metadata: ValidationMetadata): Check | null {
  const constraintMetadatas: readonly ConstraintMetadata[] = getMetadataStorage().getTargetValidatorConstraints(metadata.constraintCls);
  if (constraintMetadatas.some((constraint) => constraint.async)) return null;
  // The default container keeps one instance per constraint class (the application sets no other container).
  const validators = constraintMetadatas.map((constraint) => constraint.instance);
  const { propertyName, constraints, each, validateIf } = metadata;
  return (object, value) => {
    if (validateIf && !validateIf(object, value)) return Verdict.VALID;
    for (const validator of validators) {
      const args: ValidationArguments = {
        targetName: object.constructor ? object.constructor.name : (undefined as unknown as string),
        property: propertyName,
        object,
        value,
        constraints,
      };
      if (!each || !(Array.isArray(value) || value instanceof Set || value instanceof Map)) {
        const valid = validator.validate(value, args);
        if (isPromise(valid)) return settled(valid);
        if (!valid) return Verdict.INVALID;
        continue;
      }
      for (const item of value instanceof Map ? value.values() : value) {
        const valid = validator.validate(item, args);
        if (isPromise(valid)) return settled(valid);
        if (!valid) return Verdict.INVALID;
      }
    }
    return Verdict.VALID;
  };
}

/** An asynchronous answer: not covered (class-validator will ask again); its rejection is not left unhandled. */
function settled(promise: unknown): Verdict {
  (promise as Promise<unknown>).then(undefined, () => undefined);
  return Verdict.UNKNOWN;
}
