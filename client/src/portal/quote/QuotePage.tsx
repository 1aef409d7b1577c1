import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CLIENT_TERMS_VERSION, PORTAL_MESSAGES } from '@shared/portal.messages.fr';
import {
  AcceptQuoteDocument,
  ClientQuoteDocument,
  DeclineQuoteDocument,
  RequestQuoteChangeDocument,
  type PortalRevisionFragment,
} from '../../graphql-public/graphql';
import { paths, portalPaths } from '../../lib/paths';
import { errorMessage } from '../../lib/errors/error-message';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { useGraphQLMutation, useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextAreaField, TextField } from '../../ui/TextField';
import { dateTime, longDay } from '../format';
import { Timeline } from '../home/Timeline';
import { Loading } from '../Loading';
import styles from '../Portal.module.css';

type Mode = 'none' | 'decline' | 'change';

/** One event quote: the latest revision (accept / decline / ask for a change), earlier ones and their PDFs, the history. */
export function QuotePage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useGraphQLQuery(ClientQuoteDocument, { eventRequestId: id });
  if (loading) return <Loading />;
  if (error && !data) {
    return (
      <div className={styles.stack}>
        <Alert tone="error" role="alert">
          {errorMessage(error)}
        </Alert>
        <Link to={portalPaths.root.href()}>Retour à mes demandes</Link>
      </div>
    );
  }
  const revisions = data?.clientQuoteRevisions ?? [];
  const request = data?.clientRequests.find((r) => r.kind === 'event' && String(r.id) === id);
  const [latest, ...earlier] = revisions;
  return (
    <div className={styles.stack}>
      <p>
        <Link to={portalPaths.root.href()}>← Mes demandes</Link>
      </p>
      <h2 className={styles.sectionTitle}>
        Soumission {request?.reference}
        {request && <span className={styles.muted}> · {request.title}</span>}
      </h2>
      {!latest ? (
        <Alert tone="info">Notre équipe prépare votre soumission : vous la recevrez par courriel.</Alert>
      ) : (
        <>
          <RevisionDetails revision={latest} />
          {latest.status === 'SENT' && <Answer revision={latest} eventRequestId={id} onAnswered={refetch} />}
          {latest.status === 'ACCEPTED' && (
            <Alert tone="success" title="Soumission acceptée">
              Acceptée par {latest.acceptedName} le {latest.answeredAt ? dateTime(latest.answeredAt) : ''} (conditions générales, version {latest.termsVersion}).
            </Alert>
          )}
          {latest.status === 'DECLINED' && (
            <Alert tone="info" title="Soumission refusée">
              {latest.declineReason ? `Raison : ${latest.declineReason}` : 'Vous avez refusé cette soumission.'}
            </Alert>
          )}
          {latest.status === 'EXPIRED' && (
            <Alert tone="info" title="Soumission expirée">
              Sa date de validité est passée. Demandez une nouvelle version à notre équipe.
            </Alert>
          )}
        </>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-title" className={`card ${styles.card}`}>
          <h3 id="earlier-title" className={styles.cardTitle}>
            Versions précédentes
          </h3>
          <ul className={styles.plainList}>
            {earlier.map((r) => (
              <li key={r.id}>
                Révision {r.number} ({r.statusLabel}, {r.totalFormatted}) — <a href={r.pdfPath}>télécharger le PDF de la révision {r.number}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {request && (
        <section aria-labelledby="history-title" className={`card ${styles.card}`}>
          <h3 id="history-title" className={styles.cardTitle}>
            Historique
          </h3>
          <Timeline entries={request.timeline} label={`Historique de ${request.reference}`} />
        </section>
      )}
    </div>
  );
}

function RevisionDetails({ revision }: { revision: PortalRevisionFragment }) {
  return (
    <section aria-labelledby="revision-title" className={`card ${styles.card}`}>
      <header className={styles.cardHeader}>
        <h3 id="revision-title" className={styles.cardTitle}>
          Révision {revision.number} — {revision.statusLabel}
        </h3>
        <p className={styles.muted}>Valide jusqu’au {longDay(revision.validUntil)}</p>
      </header>
      {/* Focusable so a keyboard can scroll it on a narrow screen. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Lignes de la révision ${revision.number}`}>
        <table className={styles.lines}>
          <caption className="visually-hidden">Lignes de la soumission, révision {revision.number}</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Détail</th>
              <th scope="col" className={styles.amount}>
                Montant
              </th>
            </tr>
          </thead>
          <tbody>
            {revision.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td>
                  {line.quantity} × {line.unitPriceFormatted}
                  {line.kind === 'equipment' ? ` × ${line.days} jour${line.days > 1 ? 's' : ''}` : ''}
                </td>
                <td className={styles.amount}>{line.amountFormatted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        {revision.discountCents > 0 && (
          <div>
            <dt>Rabais{revision.discountLabel ? ` (${revision.discountLabel})` : ''}</dt>
            <dd>-{revision.discountFormatted}</dd>
          </div>
        )}
        <div>
          <dt>Sous-total</dt>
          <dd>{revision.subtotalFormatted}</dd>
        </div>
        <div>
          <dt>TPS (5 %)</dt>
          <dd>{revision.gstFormatted}</dd>
        </div>
        <div>
          <dt>TVQ (9,975 %)</dt>
          <dd>{revision.qstFormatted}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{revision.totalFormatted}</dd>
        </div>
      </dl>
      {revision.note && (
        <p>
          <strong>Note de notre équipe :</strong> {revision.note}
        </p>
      )}
      <p>
        <a href={revision.pdfPath}>Télécharger le PDF de la révision {revision.number}</a>
      </p>
    </section>
  );
}

function Answer({ revision, eventRequestId, onAnswered }: { revision: PortalRevisionFragment; eventRequestId: string; onAnswered: () => Promise<void> }) {
  const id = useId();
  const [fullName, setFullName] = useState('');
  const [terms, setTerms] = useState(false);
  const [mode, setMode] = useState<Mode>('none');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [accept, accepting] = useGraphQLMutation(AcceptQuoteDocument);
  const [decline, declining] = useGraphQLMutation(DeclineQuoteDocument);
  const [askChange, asking] = useGraphQLMutation(RequestQuoteChangeDocument);

  const fail = (failure: unknown) => {
    const fields = fieldErrorsOf(failure);
    setErrors(fields);
    setError(Object.keys(fields).length ? null : errorMessage(failure));
  };

  const submitAccept = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const local: Record<string, string> = {};
    if (fullName.trim().split(/\s+/).length < 2) local['fullName'] = PORTAL_MESSAGES.fullNameRequired;
    if (!terms) local['termsAccepted'] = PORTAL_MESSAGES.termsRequired;
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await accept({ input: { revisionId: revision.id, fullName, termsAccepted: terms, termsVersion: CLIENT_TERMS_VERSION } });
      await onAnswered();
    } catch (failure) {
      fail(failure);
    }
  };

  const submitDecline = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await decline({ input: { revisionId: revision.id, reason: reason.trim() || null } });
      await onAnswered();
    } catch (failure) {
      fail(failure);
    }
  };

  const submitChange = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setErrors({ message: PORTAL_MESSAGES.messageRequired });
      return;
    }
    try {
      await askChange({ input: { requestId: eventRequestId, message } });
      setDone('Votre demande de changement a été envoyée à notre équipe. Vous recevrez une nouvelle version par courriel.');
      setMode('none');
      setMessage('');
      await onAnswered();
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`card ${styles.card}`}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        Votre réponse
      </h3>
      <div role="status">{done && <Alert tone="success">{done}</Alert>}</div>
      {error && (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(e) => void submitAccept(e)} aria-label="Accepter la soumission">
        <TextField
          id={`${id}-name`}
          label="Votre nom complet (signature)"
          autoComplete="name"
          required
          value={fullName}
          error={errors['fullName']}
          onChange={(e) => setFullName(e.target.value)}
        />
        <Checkbox
          id={`${id}-terms`}
          label="J’ai lu et j’accepte les conditions générales"
          checked={terms}
          error={errors['termsAccepted']}
          onChange={(e) => setTerms(e.target.checked)}
          hint={
            <>
              <Link to={paths.terms.href()} target="_blank" rel="noopener">
                Lire les conditions générales
              </Link>{' '}
              (version {CLIENT_TERMS_VERSION})
            </>
          }
        />
        <Button type="submit" disabled={accepting.loading}>
          J’accepte la soumission
        </Button>
      </form>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setMode(mode === 'change' ? 'none' : 'change')} aria-expanded={mode === 'change'}>
          Demander un changement
        </Button>
        <Button variant="ghost" onClick={() => setMode(mode === 'decline' ? 'none' : 'decline')} aria-expanded={mode === 'decline'}>
          Refuser la soumission
        </Button>
      </div>
      {mode === 'change' && (
        <form className="form" noValidate onSubmit={(e) => void submitChange(e)} aria-label="Demander un changement">
          <TextAreaField id={`${id}-change`} label="Quel changement souhaitez-vous ?" required rows={4} value={message} error={errors['message']} onChange={(e) => setMessage(e.target.value)} />
          <Button type="submit" disabled={asking.loading}>
            Envoyer ma demande
          </Button>
        </form>
      )}
      {mode === 'decline' && (
        <form className="form" noValidate onSubmit={(e) => void submitDecline(e)} aria-label="Refuser la soumission">
          <TextAreaField id={`${id}-reason`} label="Raison (facultatif)" rows={3} value={reason} error={errors['reason']} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" variant="secondary" disabled={declining.loading}>
            Confirmer le refus
          </Button>
        </form>
      )}
    </section>
  );
}
