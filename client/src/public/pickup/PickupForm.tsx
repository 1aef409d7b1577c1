import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { CreatePickupRequestDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { toFormikErrors } from '../../lib/errors/to-formik-errors';
import { useGraphQLMutation } from '../../lib/public-graphql/graphql-fetch';
import { BotCheck, withBotCheck } from '../bot-check/BotCheck';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import {
  FieldErrorRule,
  FormikCheckbox,
  FormikEmailField,
  FormikPhoneField,
  FormikSelectField,
  FormikTextAreaField,
  FormikTextField,
  showWhenTouchedOrSubmitted,
} from '../../ui/FormikFields';
import { PhotoDropZone, uploadableImage } from './PhotoDropZone';
import { PHOTO_MESSAGES } from '@shared/photos.messages.fr';
import { usePrefill } from '../../lib/prefill';
import { useSiteConfig } from '../../lib/site-config';
import { SMS_TEXTS } from '@shared/sms';
import {
  FLOOR_OPTIONS,
  INITIAL_PICKUP_VALUES,
  toPickupInput,
  type PickupFormValues,
} from './pickup-form.schema';
import { lazySchemaValidation } from '../../lib/forms/lazy-validation';
import { useSubmissionKey } from '../../lib/idempotency-key';

/** Spec §9: the success message stays 10 seconds, then the visitor goes to /confirmation. */
export const PICKUP_REDIRECT_DELAY_MS = 10_000;

export const PICKUP_SUCCESS_MESSAGE =
  'Votre demande a été soumise avec succès ! Vous recevrez un courriel de confirmation sous peu.';

/** What /confirmation receives in the navigation state after a pickup request. */
export interface PickupConfirmationState {
  source: 'pickup';
  /** The request's number, as its e-mails write it (« n° 12 »). */
  reference: string;
  /** What was asked, shown back on the confirmation page. */
  summary: { address: string; email: string; description: string; urgency: boolean; photos: number };
}

type Outcome =
  | { kind: 'editing' }
  | { kind: 'submitted'; reference: string; summary: PickupConfirmationState['summary']; photoWarning?: string }
  | { kind: 'failed'; message: string };

/**
 * Sends the chosen photos, one request each, to the signed address the creation answered. The request
 * is already stored: a photo that fails is reported, never the request. Returns the number of failures.
 */
async function uploadPhotos(url: string, names: readonly string[], files: ReadonlyMap<string, File>): Promise<number> {
  let failed = 0;
  for (const name of names) {
    const file = files.get(name);
    if (!file) continue;
    try {
      const body = await uploadableImage(file);
      const res = await fetch(url, { method: 'POST', body, headers: { 'Content-Type': body.type || 'application/octet-stream' } });
      if (!res.ok) failed += 1;
    } catch {
      failed += 1;
    }
  }
  return failed;
}

/** The form's rules (Yup), loaded on the first validation. */
const validatePickupForm = lazySchemaValidation(() => import('./pickup-form.validation').then((m) => m.pickupFormSchema));

export function PickupForm() {
  const navigate = useNavigate();
  const site = useSiteConfig();
  const [createPickupRequest] = useGraphQLMutation(CreatePickupRequestDocument);
  const submissionKey = useSubmissionKey();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const errorBoxRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  /** The chosen photo files by name (Formik keeps the names). */
  const photoFiles = useRef(new Map<string, File>());

  const formik = useFormik<PickupFormValues>({
    initialValues: INITIAL_PICKUP_VALUES,
    validate: validatePickupForm,
    onSubmit: async (values, { setErrors }) => {
      setOutcome({ kind: 'editing' });
      try {
        const data = await createPickupRequest({ input: { ...toPickupInput(values), idempotencyKey: submissionKey.current(), ...(await withBotCheck(formRef.current)) } });
        submissionKey.renew();
        const { id, photoUploadUrl } = data.createPickupRequest;
        const failed = photoUploadUrl && values.photos.length ? await uploadPhotos(photoUploadUrl, values.photos, photoFiles.current) : 0;
        const summary = { address: values.address.trim(), email: values.email.trim(), description: values.description.trim(), urgency: values.urgency, photos: values.photos.length - failed };
        setOutcome({ kind: 'submitted', reference: id, summary, ...(failed ? { photoWarning: PHOTO_MESSAGES.partialFailure(failed) } : {}) });
      } catch (error) {
        setErrors(toFormikErrors<PickupFormValues>(error));
        setOutcome({ kind: 'failed', message: errorMessage(error) });
      }
    },
  });
  // "Nouvelle demande" from the client portal: the profile's details (client/src/lib/prefill.ts).
  usePrefill(({ fullName, phone, email, address }) => {
    void formik.setValues({ ...formik.values, ...(fullName && { fullName }), ...(phone && { phone }), ...(email && { email }), ...(address && { address }) }, false);
  });

  // Success: after the delay, on to /confirmation. Leaving the page earlier cancels it.
  useEffect(() => {
    if (outcome.kind !== 'submitted') return;
    const state: PickupConfirmationState = { source: 'pickup', reference: outcome.reference, summary: outcome.summary };
    const timer = window.setTimeout(() => navigate(paths.confirmation.href(), { state }), PICKUP_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  // When an attempt ends, move the focus to what needs reading: the first invalid field, the
  // error box, or the success message.
  const { isSubmitting, isValidating, submitCount } = formik;
  const handledAttempt = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handledAttempt.current) return;
    handledAttempt.current = submitCount;
    if (outcome.kind === 'submitted') {
      successRef.current?.focus();
      return;
    }
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (firstInvalid) firstInvalid.focus();
    else errorBoxRef.current?.focus();
  }, [isSubmitting, isValidating, submitCount, outcome]);

  const sent = outcome.kind === 'submitted';

  return (
    <FormikProvider value={formik}>
      <FieldErrorRule value={showWhenTouchedOrSubmitted}>
        <form ref={formRef} className="form pickup-form" noValidate onSubmit={formik.handleSubmit} aria-describedby="pickup-required-note">
          <p className="form__note" id="pickup-required-note">
            Les champs marqués d’un astérisque (*) sont obligatoires.
          </p>

          <div className="form__grid">
            <FormikTextField id="pickup-fullName" name="fullName" label="Nom complet" required autoComplete="name" />
            <FormikPhoneField id="pickup-phone" name="phone" label="Téléphone" required />
            <FormikCheckbox id="pickup-smsOptIn" name="smsOptIn" label={SMS_TEXTS.consentWording(site.companyName)} />
            <FormikEmailField id="pickup-email" name="email" label="Courriel" required />
            <FormikTextField
              id="pickup-address"
              name="address"
              label="Adresse complète"
              required
              autoComplete="street-address"
              hint="Numéro, rue, ville et code postal"
            />
            <FormikSelectField id="pickup-floor" name="floor" label="Étage" options={FLOOR_OPTIONS} />
            <div className="form__checkboxes">
              <FormikCheckbox id="pickup-hasElevator" name="hasElevator" label="Ascenseur disponible" />
              <FormikCheckbox id="pickup-urgency" name="urgency" label="Intervention urgente" />
            </div>
          </div>

          <FormikTextAreaField
            id="pickup-description"
            name="description"
            label="Description des objets"
            placeholder="Ex. : matelas, réfrigérateur, table, boîtes…"
          />

          <PhotoDropZone
            id="pickup-photos"
            name="photos"
            onFiles={(files) => {
              for (const file of files) photoFiles.current.set(file.name, file);
            }}
          />

          {outcome.kind === 'failed' && (
            <Alert tone="error" role="alert" ref={errorBoxRef} tabIndex={-1}>
              {outcome.message}
            </Alert>
          )}
          <div role="status" className="form__status">
            {sent && (
              <Alert tone="success">
                <p ref={successRef} tabIndex={-1}>
                  {PICKUP_SUCCESS_MESSAGE}
                </p>
                {outcome.photoWarning ? <p>{outcome.photoWarning}</p> : null}
              </Alert>
            )}
          </div>

          <div className="form__actions">
            <Button type="submit" disabled={isSubmitting || sent}>
              {isSubmitting ? 'Envoi en cours...' : 'Soumettre ma demande'}
            </Button>
          </div>
          <BotCheck />
        </form>
      </FieldErrorRule>
    </FormikProvider>
  );
}
