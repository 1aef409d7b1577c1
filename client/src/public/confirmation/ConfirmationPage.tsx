import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { SnowOrderConfirmationDocument } from '../../graphql-public/graphql';
import { usePageMeta } from '../../lib/page-meta';
import { useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button, buttonClassName } from '../../ui/Button';
import styles from './Confirmation.module.css';
import { PaidOrderDetails, toSnowMode, type PaidOrder } from './PaidOrderDetails';

/** While the payment is still being confirmed (webhook not received yet): ask again this often, this many times. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_MAX_POLLS = 5;

/** The navigation state of the spec (§3 "Confirmation state"); every field may be missing. */
interface SnowConfirmationState {
  mode?: unknown;
  extras?: { abrasif?: unknown; urgent?: unknown };
  /** Dollars. */
  total?: unknown;
  address?: unknown;
  email?: unknown;
  reference?: unknown;
}

interface PickupState {
  source: 'pickup';
  reference?: string;
  summary?: { address?: string; email?: string; description?: string; urgency?: boolean; photos?: number };
}

function isPickupState(state: unknown): state is PickupState {
  return typeof state === 'object' && state !== null && (state as { source?: unknown }).source === 'pickup';
}

function isSnowState(state: unknown): state is SnowConfirmationState {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as SnowConfirmationState;
  return typeof s.total === 'number' && typeof s.address === 'string';
}

/** 'REF-' and 6 random digits, when the state carries no reference (spec §3). */
function randomReference(): string {
  return `REF-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/**
 * /confirmation, outside the layout. With `?session_id=…` (the return from the payment page) the
 * order is read from the server — the only trustworthy source, and one that survives a reload;
 * otherwise the navigation state (a pickup request, or the spec's snow state); with neither, home.
 */
export function ConfirmationPage() {
  usePageMeta();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const sessionId = params.get('session_id');

  let content;
  if (sessionId) content = <SessionConfirmation sessionId={sessionId} />;
  else if (isPickupState(state)) content = <PickupThanks {...state} />;
  else if (isSnowState(state)) content = <StateConfirmation state={state} />;
  else return <Navigate to={paths.home.href()} replace />;

  return (
    <main className="standalone confirmation-page" id="contenu">
      {content}
    </main>
  );
}

/** The pickup request's acknowledgement: its number (as the e-mails write it), what was asked, and what happens next. */
function PickupThanks({ reference, summary }: PickupState) {
  return (
    <div className="card confirmation">
      <h1 className={`card__title ${styles['confirmation__title']}`}>Demande de ramassage reçue</h1>
      {reference ? (
        <p className={styles['confirmation__message']}>
          Votre référence : <strong>n° {reference}</strong>
        </p>
      ) : null}
      {summary ? (
        <>
          <h2>Votre demande</h2>
          <dl className={styles['details-list']}>
            {summary.address ? (
              <div className={styles['details-list__row']}>
                <dt>Adresse</dt>
                <dd>{summary.address}</dd>
              </div>
            ) : null}
            {summary.description ? (
              <div className={styles['details-list__row']}>
                <dt>Objets à ramasser</dt>
                <dd>{summary.description}</dd>
              </div>
            ) : null}
            <div className={styles['details-list__row']}>
              <dt>Intervention urgente</dt>
              <dd>{summary.urgency ? 'Oui' : 'Non'}</dd>
            </div>
            {summary.photos ? (
              <div className={styles['details-list__row']}>
                <dt>Photos</dt>
                <dd>{summary.photos}</dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
      <h2>La suite</h2>
      <ol>
        <li>Un courriel de confirmation part {summary?.email ? `à ${summary.email}` : 'à votre adresse'} avec cette référence.</li>
        <li>Nous vous envoyons une estimation par courriel dans les 24 heures.</li>
        <li>Vous l’acceptez dans votre espace client, puis nous vous proposons une date de ramassage.</li>
      </ol>
      <p className={styles['confirmation__actions']}>
        <Link className={buttonClassName('primary')} to={paths.home.href()}>
          Retour à l’accueil
        </Link>{' '}
        <Link to={paths.pickup.href()}>Faire une autre demande</Link>
      </p>
    </div>
  );
}

function StateConfirmation({ state }: { state: SnowConfirmationState }) {
  const [reference] = useState(() => (typeof state.reference === 'string' && state.reference ? state.reference : randomReference()));
  const order: PaidOrder = {
    mode: toSnowMode(state.mode),
    abrasif: state.extras?.abrasif === true,
    urgent: state.extras?.urgent === true,
    total: Math.round(Number(state.total) * 100),
    address: String(state.address),
    email: typeof state.email === 'string' ? state.email : '',
    confirmationCode: reference,
  };
  return <PaidOrderDetails order={order} />;
}

function SessionConfirmation({ sessionId }: { sessionId: string }) {
  const { data, loading, error, refetch } = useGraphQLQuery(SnowOrderConfirmationDocument, { sessionId });
  const [polls, setPolls] = useState(0);
  const order = data?.snowOrderConfirmation;
  const pending = order?.status === 'PENDING';

  useEffect(() => {
    if (!pending || polls >= CONFIRMATION_MAX_POLLS) return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      void refetch();
    }, CONFIRMATION_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, polls, refetch]);

  if (!data && loading) {
    return (
      <div className="card standalone__card">
        <p role="status">Chargement de votre confirmation…</p>
      </div>
    );
  }
  if (!data && error) {
    return (
      <div className="card standalone__card">
        <h1 className="card__title">Confirmation de paiement</h1>
        <Alert tone="error" role="alert">
          Impossible de charger la confirmation. Veuillez réessayer.
        </Alert>
        <p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Réessayer
          </Button>
        </p>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="card standalone__card">
        <h1 className="card__title">Commande introuvable</h1>
        <p>Ce lien de confirmation ne correspond à aucune commande.</p>
        <p>
          <Link to={paths.home.href()}>Retour à l’accueil</Link>
        </p>
      </div>
    );
  }
  if (order.status === 'PENDING') {
    const gaveUp = polls >= CONFIRMATION_MAX_POLLS;
    return (
      <div className="card standalone__card">
        <h1 className="card__title">Paiement en cours de confirmation</h1>
        <p role="status">
          {gaveUp
            ? 'La confirmation prend plus de temps que prévu. Vous recevrez votre reçu par courriel dès que le paiement sera confirmé.'
            : 'Nous attendons la confirmation de votre paiement. Cette page se met à jour d’elle-même…'}
        </p>
        {gaveUp && (
          <p>
            <Button variant="secondary" onClick={() => setPolls(0)}>
              Vérifier de nouveau
            </Button>
          </p>
        )}
      </div>
    );
  }
  if (order.status !== 'PAID') {
    return (
      <div className="card standalone__card">
        <h1 className="card__title">Paiement non complété</h1>
        <p>
          {order.status === 'EXPIRED'
            ? 'La session de paiement a expiré avant d’être complétée. Aucun montant n’a été prélevé.'
            : 'Le paiement n’a pas pu être complété. Aucun service n’est planifié pour cette commande.'}
        </p>
        <p>
          <Link className={buttonClassName('primary')} to={paths.snowQuote.href()}>
            Recommencer ma commande
          </Link>
        </p>
      </div>
    );
  }
  return (
    <PaidOrderDetails
      order={{
        mode: toSnowMode(order.mode),
        abrasif: order.abrasif,
        urgent: order.urgent,
        total: order.total,
        address: order.address,
        email: order.email,
        confirmationCode: order.confirmationCode,
      }}
    />
  );
}
