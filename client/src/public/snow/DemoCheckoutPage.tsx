import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatCad, formatRate } from '@shared/pricing/money';
import { isSnowMode } from '@shared/pricing/snow-quote';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '@shared/pricing/taxes';
import { demoSessionId, SNOW_MODE_LABELS, SNOW_OPTION_LABELS } from '@shared/snow';
import { paths } from '../../lib/paths';
import { CompleteDemoPaymentDocument, SnowOrderConfirmationDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { useGraphQLMutation, useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { usePageMeta } from '../../lib/page-meta';
import { Alert } from '../../ui/Alert';
import { Button, buttonClassName } from '../../ui/Button';
import styles from '../confirmation/Confirmation.module.css';

/** The confirmation page of a session. */
function confirmationHref(sessionId: string): string {
  return `${paths.confirmation.href()}?session_id=${encodeURIComponent(sessionId)}`;
}

/**
 * /paiement-demo/:token — stands in for Stripe Checkout when no Stripe key is configured. Says
 * plainly that nothing is charged; "Payer" marks the order paid through the same server path as a
 * real payment event, then goes to the confirmation.
 */
export function DemoCheckoutPage() {
  usePageMeta();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const sessionId = demoSessionId(token);
  const { data, loading, error } = useGraphQLQuery(SnowOrderConfirmationDocument, { sessionId });
  const [completeDemoPayment, { loading: paying }] = useGraphQLMutation(CompleteDemoPaymentDocument);
  const [payError, setPayError] = useState<string | null>(null);
  const order = data?.snowOrderConfirmation;

  const pay = async () => {
    setPayError(null);
    try {
      await completeDemoPayment({ token });
      navigate(confirmationHref(sessionId));
    } catch (failure) {
      setPayError(errorMessage(failure));
    }
  };

  let body;
  if (loading && !data) {
    body = <p role="status">Chargement de la commande…</p>;
  } else if (error && !data) {
    body = (
      <Alert tone="error" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  } else if (!order) {
    body = (
      <>
        <p>Commande introuvable.</p>
        <p>
          <Link to={paths.snowQuote.href()}>Retour au formulaire de déneigement</Link>
        </p>
      </>
    );
  } else {
    const mode = isSnowMode(order.mode) ? order.mode : 'one-shot';
    const options = [order.abrasif ? SNOW_OPTION_LABELS.abrasif : null, order.urgent ? SNOW_OPTION_LABELS.urgent : null].filter(Boolean);
    const rows: [string, string][] = [
      ['Type de service', SNOW_MODE_LABELS[mode]],
      ['Options', options.length ? options.join(', ') : 'Aucune'],
      ['Adresse', order.address],
      ['Courriel', order.email],
      ['Sous-total', formatCad(order.subtotal)],
      [`TPS (${formatRate(GST_RATE_PERCENT)})`, formatCad(order.gst)],
      [`TVQ (${formatRate(QST_RATE_PERCENT)})`, formatCad(order.qst)],
    ];
    body = (
      <>
        <dl className={styles['details-list']}>
          {rows.map(([label, value]) => (
            <div className={styles['details-list__row']} key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className={`${styles['details-list__row']} details-list__row--total`}>
            <dt>Total à payer</dt>
            <dd className={styles['details-list__strong']}>{formatCad(order.total)}</dd>
          </div>
        </dl>
        {payError && (
          <Alert tone="error" role="alert">
            {payError}
          </Alert>
        )}
        {order.status === 'PAID' ? (
          <p>
            Cette commande est déjà payée. <Link to={confirmationHref(sessionId)}>Voir la confirmation</Link>
          </p>
        ) : order.status === 'PENDING' ? (
          <div className={styles['demo-checkout__actions']}>
            <Button onClick={() => void pay()} disabled={paying}>
              {paying ? 'Paiement en cours…' : 'Payer'}
            </Button>
            <Link className={buttonClassName('ghost')} to={paths.snowQuote.href()}>
              Annuler et revenir au formulaire
            </Link>
          </div>
        ) : (
          <p>Cette session de paiement n’est plus valide.</p>
        )}
      </>
    );
  }

  return (
    <main className="standalone demo-checkout" id="contenu">
      <div className="card standalone__card">
        <p className={`badge ${styles['badge--demo']}`}>Démonstration</p>
        <h1 className="card__title">Paiement de démonstration</h1>
        <Alert tone="info" className={styles['demo-checkout__notice']}>
          <p>
            Ceci est une démonstration : aucune carte n’est demandée ni débitée, et aucun paiement réel n’est effectué. Sur le
            site en production, cette étape se fait sur la page de paiement sécurisée de Stripe.
          </p>
        </Alert>
        {body}
      </div>
    </main>
  );
}
