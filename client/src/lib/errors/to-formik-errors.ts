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

/** Server field errors in Formik's shape, for `setErrors`; dotted names (`address.city`) become nested. */
export function toFormikErrors<Values>(error: unknown): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    errors = setIn(errors, field, message) as FormikErrors<Values>;
  }
  return errors;
}
