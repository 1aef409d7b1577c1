import { getIn, useFormikContext } from 'formik';
import { useCallback } from 'react';
import type { EventWizardValues } from './event-wizard.schema';

/**
 * The message to show under a field: its error once the field was touched (left, or checked by
 * Continuer or the submission). Server field errors arrive with their field marked touched.
 */
export function useFieldError(): (path: string) => string | undefined {
  const { errors, touched } = useFormikContext<EventWizardValues>();
  return useCallback(
    (path: string) => {
      if (getIn(touched, path) !== true) return undefined;
      const message: unknown = getIn(errors, path);
      return typeof message === 'string' && message !== '' ? message : undefined;
    },
    [errors, touched],
  );
}
