import { SMS_TEXTS } from '@shared/sms';
import { useSiteConfig } from '../../../lib/site-config';
import { FormikCheckbox, FormikEmailField, FormikPhoneField, FormikTextField } from '../../../ui/FormikFields';

/** Step 4: the requesting company. */
export function CompanyStep() {
  const site = useSiteConfig();
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
      <FormikCheckbox id="event-smsOptIn" name="smsOptIn" label={SMS_TEXTS.consentWording(site.companyName)} />
      <FormikTextField id="event-website" name="website" label="Site Web (facultatif)" type="url" inputMode="url" autoComplete="url" placeholder="https://" />
    </div>
  );
}
