import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AcceptPickupProposalDocument, ClientRequestsDocument, RequestPickupSlotChangeDocument, type ClientRequestsQuery } from '../../graphql-public/graphql';
import { portalPaths } from '../../lib/paths';
import { errorMessage } from '../../lib/errors/error-message';
import { useGraphQLMutation, useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button, buttonClassName } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextField';
import { dateTime, longDay } from '../format';
import { Loading } from '../Loading';
import { sectionHref } from '../section';
import styles from '../Portal.module.css';
import { Timeline } from './Timeline';

type ClientRequest = ClientRequestsQuery['clientRequests'][number];

/** Home: the customer's pickups, event requests and snow orders, newest first. */
export function HomeSection() {
  const { data, error, loading, refetch } = useGraphQLQuery(ClientRequestsDocument, {});
  if (loading) return <Loading />;
  if (error && !data) {
    return (
      <div className={styles.stack}>
        <Alert tone="error" role="alert">
          {errorMessage(error)}
        </Alert>
        <Button onClick={() => void refetch()}>Réessayer</Button>
      </div>
    );
  }
  const requests = data?.clientRequests ?? [];
  return (
    <section aria-labelledby="portal-home-title" className={styles.stack}>
      <h2 id="portal-home-title" className={styles.sectionTitle}>
        Mes demandes
      </h2>
      {requests.length === 0 ? (
        <p>
          Aucune demande pour le moment. <Link to={sectionHref({ path: 'nouvelle-demande' })}>Faire une nouvelle demande</Link>
        </p>
      ) : (
        <ul className={styles.cards}>
          {requests.map((request) => (
            <li key={`${request.kind}-${request.id}`}>
              <RequestCard request={request} onChanged={refetch} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestCard({ request, onChanged }: { request: ClientRequest; onChanged: () => Promise<void> }) {
  const titleId = useId();
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {request.title}
        </h3>
        <p className={styles.reference}>
          Référence : <strong>{request.reference}</strong>
        </p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Statut</dt>
          <dd>{request.statusLabel}</dd>
        </div>
        <div>
          <dt>Reçue le</dt>
          <dd>{dateTime(request.createdAt)}</dd>
        </div>
        <div>
          <dt>Prochaine étape</dt>
          <dd className={styles.nextAction}>{request.nextAction}</dd>
        </div>
      </dl>
      {request.quote && (
        <p>
          <Link to={portalPaths.quote.href(request.id)} className={buttonClassName('primary')}>
            Voir la soumission (révision {request.quote.number}, {request.quote.totalFormatted})
          </Link>
        </p>
      )}
      {request.pickup && (request.pickup.estimateFormatted || request.pickup.scheduledDate) && <PickupProposal request={request} onChanged={onChanged} />}
      <details className={styles.details}>
        <summary>Historique</summary>
        <Timeline entries={request.timeline} label={`Historique de ${request.reference}`} />
      </details>
    </article>
  );
}

function PickupProposal({ request, onChanged }: { request: ClientRequest; onChanged: () => Promise<void> }) {
  const id = useId();
  const pickup = request.pickup!;
  const [accept, accepting] = useGraphQLMutation(AcceptPickupProposalDocument);
  const [askSlot, asking] = useGraphQLMutation(RequestPickupSlotChangeDocument);
  const [asked, setAsked] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setError(null);
    try {
      await action();
      setDone(success);
      await onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const submitSlot = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Indiquez les jours ou les heures qui vous conviennent.');
      return;
    }
    void run(() => askSlot({ input: { requestId: String(request.id), message } }), 'Votre demande d’une autre plage a été envoyée à notre équipe.');
  };

  return (
    <div className={styles.proposal}>
      <h4 className={styles.subTitle}>Proposition de notre équipe</h4>
      <ul className={styles.plainList}>
        {pickup.estimateFormatted && <li>Estimation : {pickup.estimateFormatted} (taxes incluses)</li>}
        {pickup.scheduledDate && (
          <li>
            Plage proposée : {longDay(pickup.scheduledDate)}
            {pickup.scheduledSlot ? `, ${pickup.scheduledSlot}` : ''}
          </li>
        )}
      </ul>
      <div role="status">{done && <Alert tone="success">{done}</Alert>}</div>
      {error && (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      )}
      {pickup.awaitingAnswer && !asked && (
        <div className={styles.actions}>
          <Button disabled={accepting.loading} onClick={() => void run(() => accept({ pickupRequestId: String(request.id) }), 'Merci ! Votre acceptation a été transmise à notre équipe.')}>
            J’accepte l’estimation et la plage
          </Button>
          <Button variant="secondary" onClick={() => setAsked(true)}>
            Demander une autre plage
          </Button>
        </div>
      )}
      {pickup.awaitingAnswer && asked && (
        <form className="form" noValidate onSubmit={submitSlot}>
          <TextAreaField id={`${id}-slot`} label="Quelles plages vous conviennent ?" required value={message} onChange={(e) => setMessage(e.target.value)} rows={3} />
          <div className={styles.actions}>
            <Button type="submit" disabled={asking.loading}>
              Envoyer ma demande
            </Button>
            <Button variant="ghost" onClick={() => setAsked(false)}>
              Annuler
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
