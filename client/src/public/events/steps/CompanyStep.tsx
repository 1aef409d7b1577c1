import { FormikEmailField, FormikPhoneField, FormikTextField } from '../../../ui/FormikFields';

/** Step 4: the requesting company. */
export function CompanyStep() {
  return (
    <div className="form__grid">
      <FormikTextField id="event-companyName" name="companyName" label="Nom de l’entreprise ou de l’organisme" required autoComplete="organization" />
      <FormikTextField
        id="event-neq"
        name="neq"
        label="NEQ"
        required
        inputMode="numeric"
        maxLength={10}
        hint="Numéro d’entreprise du Québec : 10 chiffres"
      />
      <FormikEmailField id="event-email" name="email" label="Courriel" required />
      <FormikPhoneField id="event-phone" name="phone" label="Téléphone (facultatif)" />
      <FormikTextField id="event-website" name="website" label="Site Web (facultatif)" type="url" inputMode="url" autoComplete="url" placeholder="https://" />
    </div>
  );
}
