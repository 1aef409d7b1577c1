import { Link } from 'react-router-dom';
import { formatCad } from '@shared/pricing/money';
import { isSnowMode, type SnowMode } from '@shared/pricing/snow-quote';
import { SNOW_MODE_BADGES, SNOW_MODE_LABELS, SNOW_OPTION_LABELS } from '@shared/snow';
import { paths } from '../../lib/paths';
import { useSiteConfig } from '../../lib/site-config';
import { Button, buttonClassName } from '../../ui/Button';
import styles from './Confirmation.module.css';

export interface PaidOrder {
  mode: SnowMode;
  abrasif: boolean;
  urgent: boolean;
  /** In cents. */
  total: number;
  address: string;
  email: string;
  confirmationCode: string;
}

/** The message under the title, by mode. */
export const CONFIRMATION_MESSAGES = {
  abonnement:
    'Votre abonnement saisonnier est activé. Nous déneigerons votre trottoir après chaque chute de neige, tout au long de la saison.',
  'one-shot': 'Votre déneigement est planifié. Notre équipe passera à l’adresse indiquée lors de la prochaine intervention.',
} as const satisfies Record<SnowMode, string>;

export function toSnowMode(value: unknown): SnowMode {
  return isSnowMode(value) ? value : 'one-shot';
}

/** The paid order (public-site.md §2 /confirmation): badge, title, message, details and actions. */
export function PaidOrderDetails({ order }: { order: PaidOrder }) {
  const site = useSiteConfig();
  const options: string[] = [];
  if (order.abrasif) options.push(SNOW_OPTION_LABELS.abrasif);
  if (order.urgent) options.push(SNOW_OPTION_LABELS.urgent);
  const support = `mailto:${site.email}?subject=${encodeURIComponent(`Commande ${order.confirmationCode}`)}`;
  return (
    <div className="card confirmation">
      <p className={`badge ${styles[`badge--${order.mode}`]}`}>{SNOW_MODE_BADGES[order.mode]}</p>
      <h1 className={`card__title ${styles['confirmation__title']}`}>Paiement confirmé avec succès</h1>
      <p className={styles['confirmation__message']}>{CONFIRMATION_MESSAGES[order.mode]}</p>

      <dl className={styles['details-list']}>
        <div className={styles['details-list__row']}>
          <dt>Adresse</dt>
          <dd>{order.address}</dd>
        </div>
        <div className={styles['details-list__row']}>
          <dt>Type de service</dt>
          <dd>{SNOW_MODE_LABELS[order.mode]}</dd>
        </div>
        <div className={styles['details-list__row']}>
          <dt>Options</dt>
          <dd>{options.length > 0 ? options.join(', ') : 'Aucune'}</dd>
        </div>
        <div className={styles['details-list__row']}>
          <dt>Total payé</dt>
          <dd className={styles['details-list__strong']}>{formatCad(order.total)}</dd>
        </div>
        <div className={styles['details-list__row']}>
          <dt>Courriel</dt>
          <dd>{order.email}</dd>
        </div>
        <div className={styles['details-list__row']}>
          <dt>Code de confirmation</dt>
          <dd className={styles['details-list__code']}>{order.confirmationCode}</dd>
        </div>
      </dl>

      <p className={styles['confirmation__receipt']}>Un reçu détaillé (TPS et TVQ) vous est envoyé par courriel.</p>

      <div className={`${styles['confirmation__actions']} ${styles['no-print']}`}>
        <Button onClick={() => window.print()}>Télécharger ma confirmation</Button>
        <Link className={buttonClassName('secondary')} to={paths.services.href()}>
          Planifier un autre service
        </Link>
        <Link className={buttonClassName('ghost')} to={paths.home.href()}>
          Retour à l’accueil
        </Link>
      </div>
      <p className={styles['confirmation__support']}>
        Une question sur votre commande ? <a href={support}>Écrivez-nous à {site.email}</a>
      </p>
    </div>
  );
}
