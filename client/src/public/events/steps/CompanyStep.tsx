import { useFormikContext } from 'formik';
import { TextField } from '../../../ui/TextField';
import type { EventWizardValues } from '../event-wizard.schema';
import { useFieldError } from '../use-field-error';

/** Step 4: the requesting company. */
export function CompanyStep() {
  const formik = useFormikContext<EventWizardValues>();
  const errorFor = useFieldError();
  return (
    <div className="form__grid">
      <TextField
        id="event-companyName"
        label="Nom de l’entreprise ou de l’organisme"
        required
        autoComplete="organization"
        {...formik.getFieldProps('companyName')}
        error={errorFor('companyName')}
      />
      <TextField
        id="event-neq"
        label="NEQ"
        required
        inputMode="numeric"
        maxLength={10}
        hint="Numéro d’entreprise du Québec : 10 chiffres"
        {...formik.getFieldProps('neq')}
        error={errorFor('neq')}
      />
      <TextField
        id="event-email"
        label="Courriel"
        type="email"
        required
        autoComplete="email"
        {...formik.getFieldProps('email')}
        error={errorFor('email')}
      />
      <TextField
        id="event-phone"
        label="Téléphone (facultatif)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...formik.getFieldProps('phone')}
        error={errorFor('phone')}
      />
      <TextField
        id="event-website"
        label="Site Web (facultatif)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...formik.getFieldProps('website')}
        error={errorFor('website')}
      />
    </div>
  );
}
