import { useFormikContext } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import { EVENT_TYPES } from '@shared/events';
import { EVENT_MESSAGES, EVENT_TYPE_LABELS } from '@shared/messages.fr';
import { eventDays, isEndBeforeStart, isoDayNumber } from '@shared/pricing/event-quote';
import { FieldError, FieldHint, FieldLabel } from '../../../ui/Field';
import { FormikNumberField, FormikSelectField, FormikTextField } from '../../../ui/FormikFields';
import { dateInWords, daysLabel } from '@shared/pricing/event-catalogue';
import type { EventWizardValues } from '../event-wizard.schema';
import { useFieldError } from '../use-field-error';
import styles from '../EventWizard.module.css';

export const DATE_ORDER_ERROR_ID = 'event-date-order-error';

const EVENT_TYPE_OPTIONS = [
  { value: '', label: 'Choisissez un type' },
  ...EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] })),
];

/** True while step 1 shows the end-before-start error (Continuer is then disabled). */
export function hasDateOrderError(values: Pick<EventWizardValues, 'dateStart' | 'dateEnd'>): boolean {
  return isEndBeforeStart(values.dateStart, values.dateEnd);
}

/** Step 1: general information. */
export function GeneralStep() {
  const formik = useFormikContext<EventWizardValues>();
  const errorFor = useFieldError();
  const { values } = formik;
  const dateOrderError = hasDateOrderError(values);
  const bothDates = isoDayNumber(values.dateStart) !== null && isoDayNumber(values.dateEnd) !== null;
  // The end-before-start message has its own red line below the dates; do not repeat it under the field.
  const dateEndError = errorFor('dateEnd') === EVENT_MESSAGES.endBeforeStart ? undefined : errorFor('dateEnd');

  return (
    <div className="form__grid">
      <FormikTextField id="event-eventName" name="eventName" label="Nom de l’événement" required />
      <FormikSelectField id="event-eventType" name="eventType" label="Type d’événement" required options={EVENT_TYPE_OPTIONS} />
      <FormikNumberField id="event-participants" name="participants" label="Nombre de participants attendus" min={1} step={1} required />
      <FormikTextField id="event-address" name="address" label="Adresse complète de l’événement" required hint="Numéro, rue, ville et code postal du site" />
      <DateField
        id="event-dateStart"
        label="Date de début (jour/mois/année)"
        {...formik.getFieldProps('dateStart')}
        error={errorFor('dateStart')}
      />
      <DateField
        id="event-dateEnd"
        label="Date de fin (jour/mois/année)"
        min={isoDayNumber(values.dateStart) !== null ? values.dateStart : undefined}
        {...formik.getFieldProps('dateEnd')}
        error={dateEndError}
        orderError={dateOrderError}
      />
      <div className={styles['wizard__duration']}>
        {dateOrderError ? (
          <p className="field__error wizard__date-error" id={DATE_ORDER_ERROR_ID} role="alert">
            {EVENT_MESSAGES.endBeforeStart}
          </p>
        ) : (
          bothDates && <p className={styles['wizard__days']}>Durée estimée : {daysLabel(eventDays(values.dateStart, values.dateEnd))}</p>
        )}
      </div>
    </div>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  min?: string;
  error?: string;
  /** The end is before the start: invalid, described by the red line under the dates. */
  orderError?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A native date picker (the browser's calendar, keyboard included), required, with the chosen date
 * written out in French under it.
 */
function DateField({ id, label, error, orderError, ...inputProps }: DateFieldProps) {
  const inWords = isoDayNumber(inputProps.value) !== null ? dateInWords(inputProps.value) : null;
  const describedBy = [error ? `${id}-error` : null, orderError ? DATE_ORDER_ERROR_ID : null, inWords ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <input
        {...inputProps}
        id={id}
        type="date"
        className={`field__control ${styles['field__control--date']}`}
        required
        aria-invalid={error || orderError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={id} message={error} />
      <FieldHint id={id}>{inWords}</FieldHint>
    </div>
  );
}
