import type { PriceList } from '@shared/pricing/price-list';
import type { SnowMode, SnowQuote } from '@shared/pricing/snow-quote';
import { formatRate } from '@shared/pricing/money';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '@shared/pricing/taxes';
import { SNOW_MODE_LABELS, SNOW_OPTION_LABELS } from '@shared/snow';
import { Modal } from '../../ui/Modal';
import { basePriceLabel, optionPriceLabel } from './snow-labels';
import { SnowQuoteLines } from './SnowQuoteLines';

export interface PriceDetailsModalProps {
  prices: PriceList;
  mode: SnowMode;
  quote: SnowQuote;
  onClose: () => void;
}

const MODES: readonly SnowMode[] = ['one-shot', 'abonnement'];

/** 'Voir le détail des prix': every price of the list for both modes, then the current selection. */
export function PriceDetailsModal({ prices, mode, quote, onClose }: PriceDetailsModalProps) {
  return (
    <Modal title="Détail des prix" onClose={onClose}>
      <div className="table-scroll">
        <table className="price-table">
          <caption>Prix avant taxes</caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              {MODES.map((m) => (
                <th scope="col" key={m}>
                  {SNOW_MODE_LABELS[m]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Déneigement du trottoir</th>
              {MODES.map((m) => (
                <td key={m}>{basePriceLabel(prices, m)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{SNOW_OPTION_LABELS.abrasif}</th>
              {MODES.map((m) => (
                <td key={m}>{optionPriceLabel(prices, m, 'abrasif')}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{SNOW_OPTION_LABELS.urgent}</th>
              {MODES.map((m) => (
                <td key={m}>{optionPriceLabel(prices, m, 'urgent')}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      <h3 className="modal__subtitle">Votre sélection</h3>
      <SnowQuoteLines mode={mode} quote={quote} />

      <ul className="price-notes">
        <li>
          La TPS ({formatRate(GST_RATE_PERCENT)}) et la TVQ ({formatRate(QST_RATE_PERCENT)}) sont calculées chacune sur le
          sous-total, puis arrondies au cent.
        </li>
        <li>Avec l’abonnement, l’abrasif est épandu à chaque visite de la saison lorsque l’option est choisie.</li>
        <li>Intervention urgente : garantie en moins de 2 heures après la demande, avec priorité pendant les tempêtes.</li>
        <li>Aucun paiement n’est prélevé avant l’étape suivante.</li>
      </ul>
    </Modal>
  );
}
