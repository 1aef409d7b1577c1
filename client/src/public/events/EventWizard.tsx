import { FormikProvider, useFormik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EQUIPMENT_PRICE_KEY,
  EQUIPMENT_TYPES,
  EVENT_LIMITS,
  EVENT_SERVICES,
  SERVICE_PRICE_KEY,
  shouldPrefillSuggestions,
  suggestEventEquipment,
  type EquipmentType,
} from '@shared/pricing/event-quote';
import { SubmitEventRequestDocument } from '../../graphql-public/graphql';
import { keyedFieldPath, toFormikErrors } from '../../lib/errors/to-formik-errors';
import { useGraphQLMutation } from '../../lib/public-graphql/graphql-fetch';
import { BotCheck, withBotCheck } from '../bot-check/BotCheck';
import { usePriceList } from '../../lib/public-graphql/use-price-list';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import {
  errorPaths,
  firstStepWithError,
  INITIAL_EVENT_VALUES,
  LAST_STEP,
  STEP_FIELDS,
  stepErrors,
  toEventInput,
  touchPaths,
  wholeNumber,
  WIZARD_STEPS,
  type EventWizardValues,
  type WizardStep,
} from './event-wizard.schema';
import { lazySchemaValidation } from '../../lib/forms/lazy-validation';
import { CompanyStep } from './steps/CompanyStep';
import { EquipmentStep } from './steps/EquipmentStep';
import { GeneralStep, hasDateOrderError } from './steps/GeneralStep';
import { ProfileStep } from './steps/ProfileStep';
import { SummaryStep } from './steps/SummaryStep';
import { WizardProgress } from './WizardProgress';
import { usePrefill } from '../../lib/prefill';
import styles from './EventWizard.module.css';
import { useEquipmentAvailability, type EquipmentAvailabilityMap } from './use-equipment-availability';
import { availableCounts } from './steps/EquipmentStep';
import { useSubmissionKey } from '../../lib/idempotency-key';
import { askedMaterialsToSend, recordCapped, type AskedCounts } from './asked-materials';
import { EventCatalogueContext, isOffered, useEventCatalogueQuery, type EventCatalogueState } from './use-event-catalogue';


/** The spec's texts (public-site.md §2 and §8), exactly. */
export const EVENT_SUCCESS_MESSAGE = 'Soumission envoyée – Merci! Nous vous répondrons rapidement';
export const EVENT_SUBMIT_ERROR = "Erreur lors de l'envoi du formulaire. Veuillez réessayer.";

/**
 * Steps whose Continuer checks the step's fields first. Step 1 per the spec; step 4 too, so the
 * summary never shows an incomplete company (the spec lets steps 2–4 go forward unchecked; a
 * step-2 error is still caught on submission, which brings the visitor back to step 2).
 */
const CHECKED_STEPS: readonly WizardStep[] = [1, 4];

type FocusTarget = 'heading' | 'first-invalid' | 'banner';

/** The wizard's rules (Yup), loaded on the first validation. */
const validateEventWizard = lazySchemaValidation(() => import('./event-wizard.validation').then((m) => m.eventWizardSchema));

/**
 * The five-step event quote form (public-site.md §2, §4, §5). Submission states: editing,
 * submitting (Formik's isSubmitting, cleared whatever the outcome), submitted (a confirmation in place
 * of the form: the reference, the summary and what happens next; issue #28) and error (the banner). The server prices the request; the estimate shown here is
 * the same calculation made in the browser.
 */
export function EventWizard() {
  // What the price list offers (issue #28), read by the steps through the context.
  const catalogue = useEventCatalogueQuery();
  return (
    <EventCatalogueContext.Provider value={catalogue}>
      <EventWizardForm catalogue={catalogue} />
    </EventCatalogueContext.Provider>
  );
}

function EventWizardForm({ catalogue }: { catalogue: EventCatalogueState }) {
  const priceList = usePriceList();
  const [submitEventRequest] = useGraphQLMutation(SubmitEventRequestDocument);
  const submissionKey = useSubmissionKey();
  const [step, setStep] = useState<WizardStep>(1);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<{ reference: string } | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const [prefilled, setPrefilled] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; sequence: number } | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  // Counts wanted but capped at what is left for the dates: sent beside the granted ones (issue #25).
  const asked = useRef<AskedCounts>({});

  const requestFocus = (target: FocusTarget) =>
    setFocusRequest((previous) => ({ target, sequence: (previous?.sequence ?? 0) + 1 }));

  const send = async (values: EventWizardValues, helpers: FormikHelpers<EventWizardValues>) => {
    try {
      const askedMaterials = askedMaterialsToSend(asked.current, values.materials, availability);
      const data = await submitEventRequest({
        input: { ...toEventInput(values), ...(askedMaterials && { askedMaterials }), idempotencyKey: submissionKey.current(), ...(await withBotCheck(formRef.current)) },
      });
      submissionKey.renew();
      // The form gives way to the confirmation; its values stay for the summary until « Faire une autre demande ».
      setFailed(false);
      setSent({ reference: data.submitEventRequest.reference });
    } catch (error) {
      // The server's text is not shown (public-site.md §8); its field errors go under their fields.
      // A price-list code may hold a dot (`extras.tente.20`): its error stays under that one item.
      const fieldErrors = toFormikErrors<EventWizardValues>(error, { keyedFields: ['extras'] });
      const paths = errorPaths(fieldErrors);
      helpers.setErrors(fieldErrors);
      helpers.setTouched(touchPaths({}, paths), false);
      setFailed(true);
      const target = firstStepWithError(fieldErrors);
      if (target !== null && target !== step) {
        setStep(target);
        requestFocus('heading');
      } else {
        requestFocus(paths.length > 0 ? 'first-invalid' : 'banner');
      }
    }
  };

  const formik = useFormik<EventWizardValues>({
    initialValues: INITIAL_EVENT_VALUES,
    validate: validateEventWizard,
    onSubmit: send,
  });
  // "Nouvelle demande" from the client portal: the contact's e-mail and phone (client/src/lib/prefill.ts).
  usePrefill(({ phone, email }) => {
    void formik.setValues({ ...formik.values, ...(phone && { phone }), ...(email && { email }) }, false);
  });
  const { values, isSubmitting } = formik;
  const dateOrderError = hasDateOrderError(values);
  const availability = useEquipmentAvailability(values.dateStart, values.dateEnd);
  // A quantity chosen before the dates changed never stays above what is left for them.
  useEffect(() => {
    if (!availability) return;
    for (const type of EQUIPMENT_TYPES) {
      const left = availability[type]?.available;
      if (left !== undefined && values.materials[type] > left) {
        asked.current = recordCapped(asked.current, type, values.materials[type], left);
        void formik.setFieldValue(`materials.${type}`, left);
      }
    }
    // The same for catalogue items with a stock (issue #28).
    for (const [code, quantity] of Object.entries(values.extras)) {
      const left = availability[code]?.available;
      if (left !== undefined && quantity > left) void formik.setFieldValue(keyedFieldPath('extras', code), left);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [availability]);

  /** public-site.md §4: on entering step 3, empty choices are filled with the suggestions. */
  const prefillSuggestions = () => {
    if (!shouldPrefillSuggestions(values.materials, values.services)) return;
    const suggestion = suggestionFor(values, availability, catalogue);
    const next = { ...values };
    // Only the empty group is filled: a choice already made is never overwritten.
    if (EQUIPMENT_TYPES.every((type) => values.materials[type] === 0)) {
      next.materials = { ...suggestion.materials };
      rememberCapped(suggestion.materials);
    }
    if (EVENT_SERVICES.every((name) => !values.services[name])) {
      next.services = { ...suggestion.services };
      next.staffCount = suggestion.services.staff ? suggestion.staffCount : 1;
    }
    const changed =
      EQUIPMENT_TYPES.some((type) => next.materials[type] !== values.materials[type]) ||
      EVENT_SERVICES.some((name) => next.services[name] !== values.services[name]);
    if (!changed) return;
    void formik.setValues(next);
    setPrefilled(true);
  };

  /** The suggestion's counts that the dates' availability capped are what the customer asked for (issue #25). */
  const rememberCapped = (capped: Readonly<Record<EquipmentType, number>>) => {
    const wanted = suggestionFor(values, null, catalogue).materials;
    asked.current = EQUIPMENT_TYPES.reduce<AskedCounts>((counts, type) => recordCapped(counts, type, wanted[type], capped[type]), {});
  };

  const applySuggestions = () => {
    const suggestion = suggestionFor(values, availability, catalogue);
    rememberCapped(suggestion.materials);
    void formik.setValues({
      ...values,
      materials: { ...suggestion.materials },
      services: { ...suggestion.services },
      staffCount: suggestion.services.staff ? suggestion.staffCount : 1,
    });
  };

  const enterStep = (target: WizardStep) => {
    setPrefilled(false);
    if (target === 3) prefillSuggestions();
    setStep(target);
    requestFocus('heading');
  };

  const goForward = async () => {
    if (step === LAST_STEP) return;
    if (step === 1 && (dateOrderError || isSubmitting)) return;
    if (CHECKED_STEPS.includes(step)) {
      const errors = await formik.validateForm();
      if (stepErrors(errors, step).length > 0) {
        void formik.setTouched(touchPaths(formik.touched, STEP_FIELDS[step]), false);
        requestFocus('first-invalid');
        return;
      }
    }
    enterStep((step + 1) as WizardStep);
  };

  const submit = async () => {
    if (isSubmitting) return;
    // Starting a submission clears the earlier error and success (public-site.md §4).
    setFailed(false);
    const errors = await formik.validateForm();
    const invalid = errorPaths(errors);
    if (invalid.length > 0) {
      void formik.setTouched(touchPaths(formik.touched, invalid), false);
      const target = firstStepWithError(errors) ?? step;
      if (target !== step) enterStep(target);
      else requestFocus('first-invalid');
      return;
    }
    await formik.submitForm();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of steps 1–4 means Continuer; on the summary it sends.
    void (step === LAST_STEP ? submit() : goForward());
  };

  const startOver = () => {
    formik.resetForm();
    asked.current = {};
    setPrefilled(false);
    setSent(null);
    setStep(1);
    requestFocus('heading');
  };
  useEffect(() => {
    if (!sent) return;
    scrollIntoView(confirmationRef.current);
    confirmationRef.current?.focus({ preventScroll: true });
  }, [sent]);

  // Each step change scrolls the form into view and puts the keyboard focus on the step's heading.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'heading') {
      scrollIntoView(formRef.current);
      headingRef.current?.focus({ preventScroll: true });
    } else if (focusRequest.target === 'first-invalid') {
      const invalid = stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else bannerRef.current?.focus();
    } else {
      bannerRef.current?.focus();
    }
  }, [focusRequest]);

  const current = WIZARD_STEPS[step - 1]!;
  const headingId = 'event-step-title';

  if (sent) {
    return (
      <FormikProvider value={formik}>
        <section className={styles['wizard__confirmation']} aria-labelledby="event-sent-title">
          <h3 className={styles['wizard__step-title']} id="event-sent-title" ref={confirmationRef} tabIndex={-1}>
            Demande de soumission envoyée
          </h3>
          <p role="status">{EVENT_SUCCESS_MESSAGE}</p>
          {sent.reference ? (
            <p>
              Votre référence : <strong>{sent.reference}</strong>
            </p>
          ) : null}
          <h4>Votre demande</h4>
          <SummaryStep priceList={priceList} readOnly />
          <h4>La suite</h4>
          <ol>
            <li>
              {values.sendCopy ? 'Une copie de votre demande part' : 'Un accusé de réception part'} à {values.email.trim()}.
            </li>
            <li>Nous vérifions les disponibilités et vous envoyons une soumission détaillée.</li>
            <li>Vous l’acceptez dans votre espace client ; un dépôt confirme la réservation du matériel.</li>
          </ol>
          <div className={styles['wizard__actions']}>
            <Button variant="secondary" onClick={startOver}>
              Faire une autre demande
            </Button>
          </div>
        </section>
      </FormikProvider>
    );
  }

  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className="form wizard" noValidate onSubmit={onSubmit}>
        {failed && (
          <Alert tone="error" role="alert" ref={bannerRef} tabIndex={-1}>
            {EVENT_SUBMIT_ERROR}
          </Alert>
        )}
        <WizardProgress current={step} />

        <div className={styles['wizard__step']} ref={stepRef} role="group" aria-labelledby={headingId}>
          <h3 className={styles['wizard__step-title']} id={headingId} ref={headingRef} tabIndex={-1}>
            <span className={styles['wizard__step-number']}>
              Étape {step} sur {WIZARD_STEPS.length}
            </span>{' '}
            {current.title}
          </h3>
          {(step === 1 || step === 4) && (
            <p className="form__note">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
          )}
          {step === 1 && <GeneralStep />}
          {step === 2 && <ProfileStep />}
          {step === 3 && <EquipmentStep priceList={priceList} prefilled={prefilled} onApplySuggestions={applySuggestions} availability={availability} />}
          {step === 4 && <CompanyStep />}
          {step === 5 && <SummaryStep priceList={priceList} />}
        </div>

        <div className={styles['wizard__actions']}>
          {step > 1 && (
            <Button variant="secondary" className="wizard__back" disabled={isSubmitting} onClick={() => enterStep((step - 1) as WizardStep)}>
              Retour
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button type="submit" className={styles['wizard__next']} disabled={step === 1 && (dateOrderError || isSubmitting)}>
              Continuer
            </Button>
          ) : (
            <Button type="submit" className={styles['wizard__next']} disabled={isSubmitting}>
              {isSubmitting ? 'Envoi en cours…' : 'Soumettre la demande'}
            </Button>
          )}
        </div>
        <BotCheck />
      </form>

    </FormikProvider>
  );
}

/**
 * The step-3 suggestion for the form's participants and area, each count capped at what one
 * request may hold (a very large crowd would otherwise be suggested more than the server accepts).
 */
function suggestionFor(values: EventWizardValues, availability: EquipmentAvailabilityMap | null, catalogue: EventCatalogueState) {
  // Never more than is left for the dates (issue #16), nothing the price list no longer offers (issue #28).
  const suggestion = suggestEventEquipment(wholeNumber(values.participants), wholeNumber(values.superficie), availableCounts(availability));
  const materials = Object.fromEntries(
    EQUIPMENT_TYPES.map((type) => [type, isOffered(catalogue, EQUIPMENT_PRICE_KEY[type]) ? Math.min(suggestion.materials[type], EVENT_LIMITS.maxQuantity) : 0]),
  ) as Record<EquipmentType, number>;
  const services = Object.fromEntries(EVENT_SERVICES.map((name) => [name, suggestion.services[name] && isOffered(catalogue, SERVICE_PRICE_KEY[name])])) as typeof suggestion.services;
  return { ...suggestion, materials, services };
}

/** Smooth unless the visitor asked for less motion; jsdom has no scrolling at all. */
function scrollIntoView(element: HTMLElement | null) {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
