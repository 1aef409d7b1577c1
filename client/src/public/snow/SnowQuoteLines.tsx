import { formatCad, formatRate } from '@shared/pricing/money';
import type { SnowMode, SnowQuote } from '@shared/pricing/snow-quote';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '@shared/pricing/taxes';
import { SNOW_MODE_LABELS, SNOW_OPTION_LABELS } from '@shared/snow';
import styles from './SnowQuote.module.css';

export interface SnowQuoteLinesProps {
  mode: SnowMode;
  quote: SnowQuote;
  /** Announce total changes to screen readers (the summary panel, not the modal). */
  live?: boolean;
}

/** The lines of a quote — the service, the chosen options — then subtotal, TPS, TVQ and total. */
export function SnowQuoteLines({ mode, quote, live = false }: SnowQuoteLinesProps) {
  const [base, ...options] = quote.lines;
  const optionLabel = (key: string) => (key.endsWith('.abrasive') ? SNOW_OPTION_LABELS.abrasif : SNOW_OPTION_LABELS.urgent);
  return (
    <dl className={styles['quote-lines']}>
      <div className={styles['quote-lines__row']}>
        <dt>{SNOW_MODE_LABELS[mode]}</dt>
        <dd>{formatCad(base?.amount ?? 0)}</dd>
      </div>
      {options.map((line) => (
        <div className={styles['quote-lines__row']} key={line.key}>
          <dt>{optionLabel(line.key)}</dt>
          <dd>{formatCad(line.amount)}</dd>
        </div>
      ))}
      <div className={`${styles['quote-lines__row']} ${styles['quote-lines__row--subtotal']}`}>
        <dt>Sous-total</dt>
        <dd>{formatCad(quote.subtotal)}</dd>
      </div>
      <div className={styles['quote-lines__row']}>
        <dt>TPS ({formatRate(GST_RATE_PERCENT)})</dt>
        <dd>{formatCad(quote.gst)}</dd>
      </div>
      <div className={styles['quote-lines__row']}>
        <dt>TVQ ({formatRate(QST_RATE_PERCENT)})</dt>
        <dd>{formatCad(quote.qst)}</dd>
      </div>
      <div className={`${styles['quote-lines__row']} ${styles['quote-lines__row--total']}`}>
        <dt>Total</dt>
        <dd aria-live={live ? 'polite' : undefined} aria-atomic={live ? true : undefined}>
          {formatCad(quote.total)}
        </dd>
      </div>
    </dl>
  );
}
