import { FormikProvider, useFormik } from 'formik';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRICING_MESSAGES, SNOW_MESSAGES } from '@shared/messages.fr';
import { snowQuote, type SnowMode } from '@shared/pricing/snow-quote';
import { isTroisRivieresAddress, isTroisRivieresPlace, SNOW_LIMITS, SNOW_MODE_LABELS, SNOW_OPTION_LABELS } from '@shared/snow';
import { CreateSnowCheckoutDocument } from '../../graphql-public/graphql';
import { browserNavigation } from '../../lib/browser-navigation';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { useGraphQLMutation } from '../../lib/public-graphql/graphql-fetch';
import { usePriceList } from '../../lib/public-graphql/use-price-list';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FormikCheckbox, FormikEmailField, FormikPhoneField, FormikTextAreaField, FormikTextField } from '../../ui/FormikFields';
import { TextField } from '../../ui/TextField';
import { CASL_CONSENT_TEXT } from '@shared/privacy.messages.fr';
import { SMS_TEXTS } from '@shared/sms';
import { useSiteConfig } from '../../lib/site-config';
import { PriceDetailsModal } from './PriceDetailsModal';
import { basePriceLabel, optionPriceLabel } from './snow-labels';
import { INITIAL_SNOW_VALUES, toSnowCheckoutInput, type SnowQuoteValues } from './snow-quote.schema';
import { lazySchemaValidation } from '../../lib/forms/lazy-validation';
import { SnowQuoteLines } from './SnowQuoteLines';
import { usePlacesAutocomplete, type PlaceResult } from './use-places-autocomplete';
import { usePrefill } from '../../lib/prefill';
import styles from './SnowQuote.module.css';

/** The e-mail and note rules (Yup), loaded on the first validation. */
const validateSnowQuote = lazySchemaValidation(() => import('./snow-quote.validation').then((m) => m.snowQuoteSchema));

const MODE_ORDER: readonly SnowMode[] = ['abonnement', 'one-shot'];

/**
 * With autocomplete attached, a click on a suggestion first blurs the field (with the half-typed
 * text): the blur check waits this long so the chosen place can arrive first.
 */
const BLUR_CHECK_DELAY_MS = 250;

export function SnowQuoteForm() {
  const navigate = useNavigate();
  const site = useSiteConfig();
  const priceList = usePriceList();
  const prices = priceList.status === 'ready' ? priceList.prices : null;
  const [createSnowCheckout] = useGraphQLMutation(CreateSnowCheckoutDocument);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const noteRegionId = useId();

  const formik = useFormik<SnowQuoteValues>({
    initialValues: INITIAL_SNOW_VALUES,
    validate: validateSnowQuote,
    // Submission is handled by `submit` below (the address rule comes first, with an alert).
    onSubmit: () => undefined,
  });
  // "Nouvelle demande" from the client portal: the address and e-mail (client/src/lib/prefill.ts).
  usePrefill(({ address, email }) => {
    void formik.setValues({ ...formik.values, ...(address && { address }), ...(email && { email }) }, false);
  });
  const { values, setFieldValue } = formik;

  const rejectAddress = useCallback(
    (message: string = SNOW_MESSAGES.outOfZone) => {
      void setFieldValue('address', '', false);
      setAddressError(message);
    },
    [setFieldValue],
  );

  // Google Places, when the page already has it: a chosen place must be in Trois-Rivières.
  const onPlace = useCallback(
    (place: PlaceResult) => {
      window.clearTimeout(blurTimer.current);
      if (!isTroisRivieresPlace(place.address_components)) {
        rejectAddress();
        return;
      }
      void setFieldValue('address', place.formatted_address ?? addressRef.current?.value ?? '', false);
      setAddressError(null);
    },
    [rejectAddress, setFieldValue],
  );
  const autocompleteAttached = usePlacesAutocomplete(addressRef, onPlace);

  /** The blur rule (public-site.md §5): lower-cased, accents removed, must contain 'trois rivieres'. */
  const checkAddress = () => {
    const text = addressRef.current?.value ?? values.address;
    if (text.trim() === '') return;
    if (isTroisRivieresAddress(text)) setAddressError(null);
    else rejectAddress();
  };
  const onAddressBlur = () => {
    window.clearTimeout(blurTimer.current);
    if (autocompleteAttached.current) blurTimer.current = window.setTimeout(checkAddress, BLUR_CHECK_DELAY_MS);
    else checkAddress();
  };

  const quote = useMemo(() => (prices ? snowQuote(prices, values) : null), [prices, values]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !prices) return;
    const errors = await formik.validateForm();
    void formik.setTouched({ email: true, customerName: true, phone: true, note: true }, false);
    if (!isTroisRivieresAddress(values.address)) {
      // The spec's alert, and the same words under the field: a browser that blocks dialogs (or a
      // visitor who dismissed it) is not left with only the focus moving back.
      setAddressError(addressError ?? SNOW_MESSAGES.invalidAddressAlert);
      window.alert(SNOW_MESSAGES.invalidAddressAlert);
      addressRef.current?.focus();
      return;
    }
    if (errors.email) {
      document.getElementById('snow-email')?.focus();
      return;
    }
    if (errors.customerName || errors.phone) {
      document.getElementById(errors.customerName ? 'snow-customerName' : 'snow-phone')?.focus();
      return;
    }
    if (errors.note) {
      setNoteOpen(true);
      window.setTimeout(() => document.getElementById('snow-note')?.focus());
      return;
    }

    setSubmitting(true);
    let leaving = false;
    try {
      const data = await createSnowCheckout({ input: toSnowCheckoutInput(values) });
      const url = data.createSnowCheckout.url;
      if (!url) {
        console.error('Checkout answer without url', data);
        window.alert(SNOW_MESSAGES.checkoutNoUrl);
        return;
      }
      leaving = true;
      // The demo checkout is a page of this site; Stripe Checkout is another site.
      if (url.startsWith('/')) navigate(url);
      else browserNavigation.assign(url);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors['address']) rejectAddress(fieldErrors['address']);
      if (fieldErrors['email']) formik.setFieldError('email', fieldErrors['email']);
      if (fieldErrors['note']) formik.setFieldError('note', fieldErrors['note']);
      if (fieldErrors['customerName']) formik.setFieldError('customerName', fieldErrors['customerName']);
      if (fieldErrors['phone']) formik.setFieldError('phone', fieldErrors['phone']);
      if (Object.keys(fieldErrors).length === 0) {
        console.error('Checkout failed', error);
        window.alert(SNOW_MESSAGES.checkoutUnexpected);
      } else {
        const first = ['address', 'email', 'customerName', 'phone', 'note'].find((name) => fieldErrors[name]);
        if (first === 'note') setNoteOpen(true);
        if (first) window.setTimeout(() => document.getElementById(`snow-${first}`)?.focus());
      }
    } finally {
      // Stay disabled while the browser leaves for the payment page.
      if (!leaving) setSubmitting(false);
    }
  };

  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className={styles['snow-form']} noValidate onSubmit={submit} aria-describedby="snow-required-note">
        <div className={`${styles['snow-form__fields']} card`}>
          <p className="form__note" id="snow-required-note">
            Les champs marqués d’un astérisque (*) sont obligatoires.
          </p>

          <TextField
            ref={addressRef}
            id="snow-address"
            name="address"
            label="Adresse complète"
            required
            autoComplete="street-address"
            hint="Numéro, rue et ville : nous desservons Trois-Rivières."
            value={values.address}
            onChange={formik.handleChange}
            onBlur={onAddressBlur}
            error={addressError ?? undefined}
            maxLength={SNOW_LIMITS.address}
          />

          <FormikEmailField id="snow-email" name="email" label="Adresse courriel" required hint="Pour la confirmation et le reçu." />

          <FormikTextField id="snow-customerName" name="customerName" label="Nom complet" required autoComplete="name" maxLength={SNOW_LIMITS.customerName} />

          <FormikPhoneField id="snow-phone" name="phone" label="Téléphone cellulaire" required hint="Le chauffeur vous appelle au besoin pendant la tempête." />
          <FormikCheckbox id="snow-smsOptIn" name="smsOptIn" label={SMS_TEXTS.consentWording(site.companyName)} />

          <fieldset className={styles['choice-group']}>
            <legend className="field__label">Type de service</legend>
            <div className={styles['choice-group__options']}>
              {MODE_ORDER.map((mode) => (
                <label key={mode} className="choice" htmlFor={`snow-mode-${mode}`}>
                  <input
                    id={`snow-mode-${mode}`}
                    className={styles['choice__input']}
                    type="radio"
                    name="mode"
                    value={mode}
                    checked={values.mode === mode}
                    onChange={() => void setFieldValue('mode', mode)}
                  />
                  <span className={styles['choice__text']}>
                    <span className={styles['choice__title']}>{SNOW_MODE_LABELS[mode]}</span>
                    {prices && <span className={styles['choice__price']}>{basePriceLabel(prices, mode)}</span>}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={styles['choice-group']}>
            <legend className="field__label">Options</legend>
            <div className="form__checkboxes">
              <FormikCheckbox id="snow-abrasif" name="abrasif" label={SNOW_OPTION_LABELS.abrasif} hint={prices ? optionPriceLabel(prices, values.mode, 'abrasif') : undefined} />
              <FormikCheckbox
                id="snow-urgent"
                name="urgent"
                label={SNOW_OPTION_LABELS.urgent}
                hint={prices ? `${optionPriceLabel(prices, values.mode, 'urgent')} · intervention garantie en moins de 2 heures` : undefined}
              />
            </div>
          </fieldset>

          <div className={styles['collapsible']}>
            <button
              type="button"
              className={styles['collapsible__toggle']}
              aria-expanded={noteOpen}
              aria-controls={noteRegionId}
              onClick={() => setNoteOpen((open) => !open)}
            >
              <span aria-hidden="true">{noteOpen ? '−' : '+'}</span> Note spéciale (facultatif)
            </button>
            <div id={noteRegionId} hidden={!noteOpen}>
              <FormikTextAreaField
                id="snow-note"
                name="note"
                label="Note spéciale"
                hint="Code de la barrière, où mettre la neige, accès, stationnement…"
                rows={3}
                maxLength={SNOW_LIMITS.note}
              />
            </div>
          </div>

          <FormikCheckbox id="snow-marketing-consent" name="marketingConsent" label={CASL_CONSENT_TEXT} />
        </div>

        <aside className={`${styles['snow-summary']} card`} aria-labelledby="snow-summary-title">
          <h2 id="snow-summary-title" className="card__title">
            Récapitulatif
          </h2>
          {quote && prices ? (
            <>
              <SnowQuoteLines mode={values.mode} quote={quote} live />
              <p className={styles['snow-summary__note']}>Estimation finale, taxes incluses.</p>
              <Button variant="secondary" className={styles['snow-summary__details']} onClick={() => setDetailsOpen(true)}>
                Voir le détail des prix
              </Button>
            </>
          ) : priceList.status === 'error' ? (
            <Alert tone="error" role="alert">
              {PRICING_MESSAGES.priceListUnavailable}
            </Alert>
          ) : (
            <p role="status">{priceList.status === 'loading' ? 'Chargement des prix…' : ''}</p>
          )}
          <Button type="submit" className={styles['snow-summary__submit']} disabled={!prices || submitting}>
            {submitting ? 'Redirection vers le paiement…' : 'Valider ma commande'}
          </Button>
          <p className={styles['snow-summary__fine-print']}>
            Le paiement se fait à l’étape suivante, sur une page sécurisée. Annulation sans frais jusqu’à 24 h avant
            l’intervention.
          </p>
        </aside>

        {detailsOpen && prices && quote && (
          <PriceDetailsModal prices={prices} mode={values.mode} quote={quote} onClose={() => setDetailsOpen(false)} />
        )}
      </form>
    </FormikProvider>
  );
}
