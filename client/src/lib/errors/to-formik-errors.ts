import { setIn, type FormikErrors } from 'formik';
import type { FieldErrors } from '@shared/errors';
import { isGraphQLErrors } from './request-errors';

/**
 * The `extensions.fieldErrors` of every GraphQL error (`{ email: 'Adresse courriel invalide.' }`),
 * first message per field kept. Anything that is not a GraphQL error has none.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!isGraphQLErrors(error)) return result;
  for (const graphQLError of error.errors) {
    const fieldErrors = graphQLError.extensions?.['fieldErrors'];
    if (typeof fieldErrors !== 'object' || fieldErrors === null) continue;
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (typeof message === 'string' && result[field] === undefined) result[field] = message;
    }
  }
  return result;
}

/**
 * The Formik path of one entry of a record field keyed by free-form codes (`extras`, keyed by the
 * price list's codes): `extras["tente.20"]`. Formik reads a dot as a level (`extras.tente.20` is
 * `extras.tente[20]`), so a code with a dot needs the bracket form to stay one key.
 */
export function keyedFieldPath(field: string, key: string): string {
  return `${field}[${JSON.stringify(key)}]`;
}

/**
 * Server field errors in Formik's shape, for `setErrors`; dotted names (`address.city`) become nested.
 * `keyedFields`: fields whose value is a record keyed by codes that may hold dots (`extras`): the
 * rest of the name after `extras.` is one key (`extras.tente.20` → `extras["tente.20"]`).
 */
export function toFormikErrors<Values>(error: unknown, { keyedFields = [] }: { keyedFields?: readonly string[] } = {}): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const keyed = keyedFields.find((name) => field.startsWith(`${name}.`));
    const path = keyed ? keyedFieldPath(keyed, field.slice(keyed.length + 1)) : field;
    errors = setIn(errors, path, message) as FormikErrors<Values>;
  }
  return errors;
}
