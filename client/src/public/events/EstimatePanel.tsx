import { eventQuote, STAFF_HOURS_PER_DAY } from '@shared/pricing/event-quote';
import { formatCad, formatRate } from '@shared/pricing/money';
import type { PriceList } from '@shared/pricing/price-list';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '@shared/pricing/taxes';
import type { PriceListState } from '../../lib/public-graphql/use-price-list';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { daysLabel, EQUIPMENT, SERVICE_NAMES } from '@shared/pricing/event-catalogue';
import { selectionOf, type EventWizardValues } from './event-wizard.schema';
import styles from './EventWizard.module.css';
import { catalogueLineText, useEventCatalogue } from './use-event-catalogue';

export const PRICE_LIST_LOADING = 'Chargement de la grille de prix…';
export const PRICE_LIST_ERROR = 'La grille de prix est momentanément indisponible. L’estimation ne peut pas être affichée, mais vous pouvez quand même envoyer votre demande.';

/**
 * The running estimate of step 3: computed instantly in the browser by the same pure function the
 * server uses to price the request (`eventQuote`), from the price list read once.
 */
export function EstimatePanel({ id, priceList, values }: { id: string; priceList: PriceListState; values: EventWizardValues }) {
  const titleId = `${id}-title`;
  return (
    <section className="estimate" aria-labelledby={titleId}>
      <h4 className={styles['estimate__title']} id={titleId}>
        Estimation
      </h4>
      <EstimateBody priceList={priceList} values={values} />
    </section>
  );
}

function EstimateBody({ priceList, values }: { priceList: PriceListState; values: EventWizardValues }) {
  if (priceList.status === 'loading') {
    return (
      <p className={styles['estimate__status']} role="status">
        {PRICE_LIST_LOADING}
      </p>
    );
  }
  if (priceList.status === 'error') {
    return (
      <Alert tone="error" className={styles['estimate__error']}>
        <p>{PRICE_LIST_ERROR}</p>
        <Button variant="secondary" onClick={priceList.retry}>
          Réessayer
        </Button>
      </Alert>
    );
  }

  return <Estimate prices={priceList.prices} values={values} />;
}

function Estimate({ prices, values }: { prices: PriceList; values: EventWizardValues }) {
  const catalogue = useEventCatalogue();
  const quote = eventQuote(prices, selectionOf(values), catalogue.extras);
  const lines = [
    ...quote.materialLines.map((line) => ({
      key: line.type,
      text: `${line.quantity} × ${EQUIPMENT[line.type].name} × ${daysLabel(line.days)}`,
      amount: line.lineTotal,
    })),
    ...quote.serviceLines.map((line) => ({
      key: line.name,
      text:
        line.name === 'staff'
          ? `${SERVICE_NAMES.staff} (${quote.staffCount} × ${STAFF_HOURS_PER_DAY} h × ${daysLabel(quote.days)})`
          : SERVICE_NAMES[line.name],
      amount: line.price,
    })),
    // Items and services staff added in Tarification, each by its unit (issue #28).
    ...quote.extraLines.map((line) => ({ key: `extra-${line.code}`, text: catalogueLineText(line, line.quantity, daysLabel(line.days)), amount: line.lineTotal })),
  ];

  return (
    <>
      <p className={styles['estimate__days']}>Pour un événement de {daysLabel(quote.days)}</p>
      {lines.length > 0 ? (
        <ul className={styles['estimate__lines']} aria-label="Détail de l’estimation">
          {lines.map((line) => (
            <li key={line.key} className={styles['estimate__line']}>
              <span>{line.text}</span>
              <span className={styles['estimate__amount']}>{formatCad(line.amount)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles['estimate__empty']}>Aucun équipement ni service choisi pour l’instant.</p>
      )}
      <dl className={styles['estimate__totals']}>
        <div className={styles['estimate__row']}>
          <dt>Sous-total</dt>
          <dd>{formatCad(quote.subtotal)}</dd>
        </div>
        <div className={styles['estimate__row']}>
          <dt>TPS ({formatRate(GST_RATE_PERCENT)})</dt>
          <dd>{formatCad(quote.gst)}</dd>
        </div>
        <div className={styles['estimate__row']}>
          <dt>TVQ ({formatRate(QST_RATE_PERCENT)})</dt>
          <dd>{formatCad(quote.qst)}</dd>
        </div>
        <div className={`${styles['estimate__row']} estimate__row--total`}>
          <dt>Total estimé</dt>
          <dd>{formatCad(quote.total)}</dd>
        </div>
      </dl>
      <p className={styles['estimate__note']}>
        Ceci est une estimation. Le prix est confirmé à la réception de votre demande, selon la grille de prix en vigueur.
      </p>
    </>
  );
}
