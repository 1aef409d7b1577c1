import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * Formik's `validate` for a Yup schema that is loaded on the form's first validation (its first
 * change, blur or submit) instead of with the page: Yup and the schema (about 13 kB of gzipped
 * JavaScript) are then not part of the quote pages' first load. It validates exactly as Formik's
 * `validationSchema` does (`validateYupSchema`: empty strings read as undefined, every error
 * collected) and gives the same errors object.
 */
export function lazySchemaValidation<Values extends FormikValues>(load: () => Promise<Schema<Values>>): (values: Values) => Promise<FormikErrors<Values>> {
  let schema: Promise<Schema<Values>> | undefined;
  return async (values) => {
    const loading = (schema ??= load());
    // A chunk that failed to load is asked again at the next validation.
    loading.catch(() => {
      if (schema === loading) schema = undefined;
    });
    try {
      await validateYupSchema(values, await loading);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error) as FormikErrors<Values>;
      throw error;
    }
  };
}
