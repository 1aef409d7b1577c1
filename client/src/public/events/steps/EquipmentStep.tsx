import { useFormikContext } from 'formik';
import {
  EQUIPMENT_PRICE_KEY,
  EQUIPMENT_TYPES,
  EVENT_LIMITS,
  SERVICE_PRICE_KEY,
  STAFF_HOURS_PER_DAY,
  suggestEventEquipment,
  type EquipmentType,
  type EventServiceName,
} from '@shared/pricing/event-quote';
import { formatCad } from '@shared/pricing/money';
import type { PriceList } from '@shared/pricing/price-list';
import type { PriceListState } from '../../../lib/public-graphql/use-price-list';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { FormikCheckbox } from '../../../ui/FormikFields';
import { EstimatePanel } from '../EstimatePanel';
import { EQUIPMENT, equipmentCount, formatInteger, SERVICE_NAMES } from '@shared/pricing/event-catalogue';
import { wholeNumber, type EventWizardValues } from '../event-wizard.schema';
import { QuantityCounter } from '../QuantityCounter';
import { useFieldError } from '../use-field-error';
import styles from '../EventWizard.module.css';
import { availabilityLevel, availabilityText } from '@shared/availability';
import availabilityStyles from '../EquipmentAvailability.module.css';
import type { EquipmentAvailabilityMap } from '../use-equipment-availability';
import { cataloguePriceText, isOffered, useEventCatalogue } from '../use-event-catalogue';
import { keyedFieldPath } from '../../../lib/errors/to-formik-errors';

export interface EquipmentStepProps {
  priceList: PriceListState;
  /** The suggestions were just filled in on entering the step. */
  prefilled: boolean;
  onApplySuggestions: () => void;
  /** Units left per item for the event's dates (issue #16); null until known. */
  availability?: EquipmentAvailabilityMap | null;
}

/** Step 3: recommendation, equipment counters, services and the running estimate. */
export function EquipmentStep({ priceList, prefilled, onApplySuggestions, availability = null }: EquipmentStepProps) {
  const formik = useFormikContext<EventWizardValues>();
  const errorFor = useFieldError();
  const { values } = formik;
  const prices = priceList.status === 'ready' ? priceList.prices : null;
  const catalogue = useEventCatalogue();
  const offered = (key: string) => isOffered(catalogue, key);

  const setStaff = (checked: boolean) => {
    void formik.setFieldValue('services.staff', checked);
    // public-site.md §4: turning the staff service off resets the count to 1.
    if (!checked) void formik.setFieldValue('staffCount', 1);
  };

  // What the recommendation would be without the dates' limits: a capped count is said next to its item (issue #28).
  const uncapped = suggestEventEquipment(wholeNumber(values.participants), wholeNumber(values.superficie)).materials;

  return (
    <div className={styles['wizard-equipment']}>
      <Recommendation values={values} prefilled={prefilled} onApply={onApplySuggestions} availability={availability} />

      <section aria-labelledby="event-equipment-title">
        <h4 className={styles['wizard__subtitle']} id="event-equipment-title">
          Équipements
        </h4>
        <ul className={styles['equipment-grid']}>
          {EQUIPMENT_TYPES.filter((type) => offered(EQUIPMENT_PRICE_KEY[type])).map((type) => (
            <li key={type} className={styles['equipment-grid__item']}>
              <div className={styles['equipment-card']} role="group" aria-labelledby={`event-equipment-${type}-name`}>
                <p className={styles['equipment-card__name']} id={`event-equipment-${type}-name`}>
                  {EQUIPMENT[type].name}
                </p>
                <p className={styles['equipment-card__description']}>{EQUIPMENT[type].description}</p>
                <p className={styles['equipment-card__price']}>{unitPriceText(prices, type)}</p>
                <AvailabilityNote item={availability?.[type]} id={`event-materials-${type}-availability`} />
                <CappedNote recommended={uncapped[type]} available={availability?.[type]?.available} />
                <QuantityCounter
                  id={`event-materials-${type}`}
                  label={EQUIPMENT[type].name}
                  value={values.materials[type]}
                  min={0}
                  max={Math.min(EVENT_LIMITS.maxQuantity, availability?.[type]?.available ?? EVENT_LIMITS.maxQuantity)}
                  decreaseLabel={`Retirer ${EQUIPMENT[type].withArticle}`}
                  increaseLabel={`Ajouter ${EQUIPMENT[type].withArticle}`}
                  onChange={(quantity) => void formik.setFieldValue(`materials.${type}`, quantity)}
                  error={errorFor(`materials.${type}`)}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <fieldset className="services">
        <legend className={styles['wizard__subtitle']}>Services spécialisés</legend>
        {offered(SERVICE_PRICE_KEY.livraison) && (
          <FormikCheckbox
            id="event-services-livraison"
            name="services.livraison"
            label={SERVICE_NAMES.livraison}
            hint={`${priceText(prices, 'livraison')} aller-retour dans un rayon de 25 km (recommandée)`}
          />
        )}
        {offered(SERVICE_PRICE_KEY.nettoyage) && (
          <FormikCheckbox id="event-services-nettoyage" name="services.nettoyage" label={SERVICE_NAMES.nettoyage} hint={`${priceText(prices, 'nettoyage')} après l’événement`} />
        )}
        {offered(SERVICE_PRICE_KEY.staff) && (
          <>
          <Checkbox
            id="event-services-staff"
            label={SERVICE_NAMES.staff}
            hint={`${priceText(prices, 'staff')}/h par employé, minimum 3 heures. L’estimation compte ${STAFF_HOURS_PER_DAY} h par jour par employé.`}
            checked={values.services.staff}
            onChange={(event) => setStaff(event.target.checked)}
            error={errorFor('services.staff')}
          />
          {values.services.staff && (
            <div className={styles['services__staff']} role="group" aria-labelledby="event-staffCount-label">
              <p className="field__label" id="event-staffCount-label">
                Nombre d’employés
              </p>
              <QuantityCounter
                id="event-staffCount"
                label="Employés"
                value={values.staffCount}
                min={1}
                max={EVENT_LIMITS.maxStaff}
                decreaseLabel="Retirer un employé"
                increaseLabel="Ajouter un employé"
                onChange={(count) => void formik.setFieldValue('staffCount', count)}
                error={errorFor('staffCount')}
              />
            </div>
          )}
          </>
        )}
      </fieldset>

      {catalogue.extras.length > 0 && (
        <section aria-labelledby="event-extras-title">
          <h4 className={styles['wizard__subtitle']} id="event-extras-title">
            Autres articles et services
          </h4>
          <ul className={styles['equipment-grid']}>
            {catalogue.extras.map((item) => {
              const id = `event-extras-${item.code.replace(/\./g, '-')}`;
              const stock = availability?.[item.code];
              const max = item.unit === 'flat' ? 1 : Math.min(EVENT_LIMITS.maxQuantity, stock?.available ?? EVENT_LIMITS.maxQuantity);
              const unitLabel = item.unit === 'hour' ? 'une heure' : item.unit === 'flat' ? 'le forfait' : 'un article';
              return (
                <li key={item.code} className={styles['equipment-grid__item']}>
                  <div className={styles['equipment-card']} role="group" aria-labelledby={`${id}-name`}>
                    <p className={styles['equipment-card__name']} id={`${id}-name`}>
                      {item.label}
                    </p>
                    <p className={styles['equipment-card__price']}>{cataloguePriceText(item)}</p>
                    <AvailabilityNote item={stock} id={`${id}-availability`} />
                    <QuantityCounter
                      id={id}
                      label={item.unit === 'hour' ? `${item.label} (heures)` : item.label}
                      value={values.extras[item.code] ?? 0}
                      min={0}
                      max={max}
                      decreaseLabel={`Retirer ${unitLabel} : ${item.label}`}
                      increaseLabel={`Ajouter ${unitLabel} : ${item.label}`}
                      onChange={(quantity) => void formik.setFieldValue('extras', { ...values.extras, [item.code]: quantity })}
                      error={errorFor(keyedFieldPath('extras', item.code)) ?? errorFor(keyedFieldPath('materials', item.code))}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <EstimatePanel id="event-estimate" priceList={priceList} values={values} />
    </div>
  );
}

/** "Disponible", "Plus que N disponibles" or "Complet pour ces dates" (nothing until the dates are known). */
function AvailabilityNote({ item, id }: { item: { stock: number; available: number } | undefined; id: string }) {
  if (!item) return null;
  const level = availabilityLevel(item.stock, item.available);
  return (
    <p id={id} className={`${availabilityStyles.availability} ${level === 'few' ? availabilityStyles.few : level === 'full' ? availabilityStyles.full : ''}`}>
      {availabilityText(item.stock, item.available)}
    </p>
  );
}

/** « 8 recommandés, 3 disponibles à ces dates » when the dates leave fewer units than recommended. */
function CappedNote({ recommended, available }: { recommended: number; available: number | undefined }) {
  if (available === undefined || recommended <= available) return null;
  const plural = (n: number) => (n > 1 ? 's' : '');
  return (
    <p className={`${availabilityStyles.availability} ${availabilityStyles.few}`}>
      {recommended} recommandé{plural(recommended)}, {available} disponible{plural(available)} à ces dates
    </p>
  );
}

/** Units left per equipment type, for the suggestion calculator. */
export function availableCounts(availability: EquipmentAvailabilityMap | null): Partial<Record<EquipmentType, number>> | undefined {
  if (!availability) return undefined;
  return Object.fromEntries(EQUIPMENT_TYPES.filter((type) => availability[type]).map((type) => [type, availability[type]!.available]));
}

function unitPriceText(prices: PriceList | null, type: EquipmentType): string {
  return prices ? `${formatCad(prices[EQUIPMENT_PRICE_KEY[type]])} par unité par jour` : 'Prix par unité par jour : en chargement';
}

function priceText(prices: PriceList | null, service: EventServiceName): string {
  return prices ? formatCad(prices[SERVICE_PRICE_KEY[service]]) : 'Prix';
}

/** The automatic recommendation box (public-site.md §9, step-3 suggestions). */
function Recommendation({
  values,
  prefilled,
  onApply,
  availability,
}: {
  values: EventWizardValues;
  prefilled: boolean;
  onApply: () => void;
  availability: EquipmentAvailabilityMap | null;
}) {
  const participants = wholeNumber(values.participants);
  const area = wholeNumber(values.superficie);
  const suggestion = suggestEventEquipment(participants, area, availableCounts(availability));
  const items = EQUIPMENT_TYPES.filter((type) => suggestion.materials[type] > 0).map((type) =>
    equipmentCount(type, suggestion.materials[type]),
  );
  if (suggestion.services.livraison) items.push('la livraison');
  if (suggestion.services.staff) items.push(`${suggestion.staffCount} employé${suggestion.staffCount > 1 ? 's' : ''} sur place`);

  return (
    <section className="recommendation" aria-labelledby="event-recommendation-title">
      <h4 className={styles['recommendation__title']} id="event-recommendation-title">
        Recommandation automatique
      </h4>
      <p>
        Pour {formatInteger(participants)} participant{participants > 1 ? 's' : ''}
        {area > 0 ? ` sur environ ${formatInteger(area)} pi²` : ''}, nous suggérons :{' '}
        {items.length > 0 ? `${items.join(', ')}.` : 'aucun équipement en particulier.'}
      </p>
      <p className={styles['recommendation__rules']}>
        Bacs roulants au-delà de 100 participants, îlots de tri et barils au-delà de 150, stations de lavage au-delà de 200,
        toilettes au-delà de 300. Livraison recommandée au-delà de 1&nbsp;000 participants ou de 20&nbsp;000 pi²; 1 à 2
        employés au-delà de 1&nbsp;500 participants.
      </p>
      {prefilled && <p className={styles['recommendation__notice']}>Nous avons prérempli ces suggestions : ajustez-les au besoin.</p>}
      <Button variant="secondary" className={styles['recommendation__apply']} onClick={onApply}>
        Appliquer la recommandation
      </Button>
    </section>
  );
}
