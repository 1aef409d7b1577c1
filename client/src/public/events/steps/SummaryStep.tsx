import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { EVENT_TYPE_LABELS } from '@shared/messages.fr';
import { EQUIPMENT_TYPES, eventDays, eventQuote, EVENT_SERVICES } from '@shared/pricing/event-quote';
import { formatCad } from '@shared/pricing/money';
import type { PriceListState } from '../../../lib/public-graphql/use-price-list';
import { FormikCheckbox } from '../../../ui/FormikFields';
import { daysLabel, equipmentCount, formatInteger, longDate, SERVICE_NAMES } from '@shared/pricing/event-catalogue';
import { selectionOf, wholeNumber, type EventWizardValues } from '../event-wizard.schema';
import { PRICE_LIST_ERROR, PRICE_LIST_LOADING } from '../EstimatePanel';
import styles from '../EventWizard.module.css';
import { catalogueLineText, useEventCatalogue } from '../use-event-catalogue';

/** Step 5: everything the visitor is about to send, the copy-by-e-mail choice and the total estimate. */
/** The summary of step 5; `readOnly` on the confirmation after sending (no copy checkbox). */
export function SummaryStep({ priceList, readOnly = false }: { priceList: PriceListState; readOnly?: boolean }) {
  const formik = useFormikContext<EventWizardValues>();
  const { values } = formik;

  const equipment = EQUIPMENT_TYPES.filter((type) => values.materials[type] > 0).map((type) =>
    equipmentCount(type, values.materials[type]),
  );
  const services = EVENT_SERVICES.filter((name) => values.services[name]).map((name) =>
    name === 'staff' ? `${SERVICE_NAMES.staff} (${values.staffCount} employé${values.staffCount > 1 ? 's' : ''})` : SERVICE_NAMES[name],
  );
  const days = eventDays(values.dateStart, values.dateEnd);
  const catalogue = useEventCatalogue();
  // Items and services staff added in Tarification (issue #28), with their unit.
  const extras = catalogue.extras
    .filter((item) => (values.extras[item.code] ?? 0) > 0)
    .map((item) => catalogueLineText(item, values.extras[item.code]!, daysLabel(days)));
  const eventType = values.eventType === '' ? '' : EVENT_TYPE_LABELS[values.eventType];

  return (
    <div className={styles['wizard-summary']}>
      <dl className="summary">
        <Row term="Événement">
          {values.eventName.trim()}
          {eventType && <span className={styles['summary__secondary']}> ({eventType})</span>}
        </Row>
        <Row term="Participants">{formatInteger(wholeNumber(values.participants))}</Row>
        <Row term="Adresse">{values.address.trim()}</Row>
        <Row term="Superficie">
          {values.superficie.trim() === '' ? 'Non précisée' : `${formatInteger(wholeNumber(values.superficie))} pi²`}
        </Row>
        <Row term="Zones ou kiosques">
          {values.zones.trim() === '' ? 'Non précisé' : formatInteger(wholeNumber(values.zones))}
        </Row>
        <Row term="Dates">
          Du {longDate(values.dateStart)} au {longDate(values.dateEnd)} ({daysLabel(days)})
        </Row>
        <Row term="Équipements">{equipment.length > 0 ? <List items={equipment} /> : 'Aucun'}</Row>
        <Row term="Services">{services.length > 0 ? <List items={services} /> : 'Aucun'}</Row>
        {extras.length > 0 && (
          <Row term="Autres articles et services">
            <List items={extras} />
          </Row>
        )}
        <Row term="Entreprise">{values.companyName.trim()}</Row>
        <Row term="NEQ">{values.neq.trim()}</Row>
        <Row term="Courriel">{values.email.trim()}</Row>
        <Row term="Téléphone">{values.phone.trim() || 'Non fourni'}</Row>
        <Row term="Total estimé (taxes incluses)">
          {priceList.status === 'ready'
            ? formatCad(eventQuote(priceList.prices, selectionOf(values), catalogue.extras).total)
            : priceList.status === 'loading'
              ? PRICE_LIST_LOADING
              : PRICE_LIST_ERROR}
        </Row>
      </dl>
      {readOnly ? null : <FormikCheckbox id="event-sendCopy" name="sendCopy" label="Recevoir une copie du devis par courriel" />}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles['summary__row']}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className={styles['summary__list']}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
