import { useState } from 'react';
import { formatCad } from '@shared/pricing/money';
import { SNOW_RENEWAL_MESSAGES } from '@shared/snow-renewal.messages.fr';
import {
  CancelClientSnowContractDocument,
  ClientSnowContractCancellationDocument,
  ClientSnowContractsDocument,
  ClientSnowRenewalsDocument,
  RenewClientSnowContractDocument,
} from '../../graphql-public/graphql';
import { browserNavigation } from '../../lib/browser-navigation';
import { errorMessage } from '../../lib/errors/error-message';
import { graphqlFetch, useGraphQLMutation, useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { dateTime, longDay } from '../format';
import { Loading } from '../Loading';
import styles from '../Portal.module.css';

const STATUS = { PENDING: 'À venir', DONE: 'Passage effectué', IMPOSSIBLE: 'Passage impossible' } as const;

interface Preview {
  contractId: string;
  refundCents: number;
  totalCents: number;
  rule: string;
}

/**
 * /client/deneigement: the customer's seasonal contracts (PDF, season, price), each snowfall's visit
 * with its time and photo, and the cancellation: the refund by the contract's rule is shown before
 * the customer confirms.
 */
export function SnowSection() {
  const { data, error, loading, refetch } = useGraphQLQuery(ClientSnowContractsDocument, {});
  const [cancel, { loading: canceling }] = useGraphQLMutation(CancelClientSnowContractDocument);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const renewals = useGraphQLQuery(ClientSnowRenewalsDocument, {});
  const [renewContract, { loading: renewing }] = useGraphQLMutation(RenewClientSnowContractDocument);

  /** Renewal: the existing snow checkout, prefilled by the server from the contract; the browser goes to pay. */
  const renew = async (id: string) => {
    setMessage(null);
    try {
      const answer = await renewContract({ id });
      setMessage({ tone: 'success', text: SNOW_RENEWAL_MESSAGES.renewing });
      browserNavigation.assign(answer.renewClientSnowContract.url);
    } catch (failure) {
      setMessage({ tone: 'error', text: `${SNOW_RENEWAL_MESSAGES.renewError} ${errorMessage(failure)}` });
    }
  };

  const ask = async (id: string) => {
    setMessage(null);
    try {
      const answer = await graphqlFetch(ClientSnowContractCancellationDocument, { id });
      setPreview(answer.clientSnowContractCancellation);
    } catch (failure) {
      setMessage({ tone: 'error', text: errorMessage(failure) });
    }
  };
  const confirm = async () => {
    if (!preview) return;
    try {
      const answer = await cancel({ input: { contractId: preview.contractId, expectedRefundCents: preview.refundCents } });
      setMessage({ tone: 'success', text: `Contrat annulé. Remboursement : ${formatCad(answer.cancelClientSnowContract.refundCents ?? 0)}, versé dans les 15 jours.` });
      setPreview(null);
      void refetch();
    } catch (failure) {
      setMessage({ tone: 'error', text: errorMessage(failure) });
      setPreview(null);
    }
  };

  return (
    <section aria-labelledby="portal-snow-title" className={styles.stack}>
      <h2 id="portal-snow-title" className={styles.sectionTitle}>
        Déneigement
      </h2>
      {message ? (
        <Alert tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
      {loading ? (
        <Loading />
      ) : error && !data ? (
        <>
          <Alert tone="error" role="alert">
            {errorMessage(error)}
          </Alert>
          <Button onClick={() => void refetch()}>Réessayer</Button>
        </>
      ) : !data?.clientSnowContracts.length ? (
        <p>Aucun contrat de déneigement. Votre contrat de saison apparaîtra ici dès votre abonnement payé.</p>
      ) : (
        <ul className={styles.cards}>
          {data.clientSnowContracts.map((contract) => (
            <li key={contract.id} className={`card ${styles.card}`}>
              <h3>Contrat {contract.reference}</h3>
              <p>{contract.address}</p>
              <p className={styles.muted}>
                Saison du {longDay(contract.seasonStart)} au {longDay(contract.seasonEnd)} — {formatCad(contract.total)} taxes incluses
              </p>
              <p>
                {contract.status === 'ACTIVE' ? 'Actif' : `Annulé — remboursement : ${formatCad(contract.refundCents ?? 0)}`} · <a href={contract.pdfPath}>Contrat (PDF)</a>
              </p>
              {renewals.data?.clientSnowRenewals
                .filter((offer) => offer.contractId === contract.id)
                .map((offer) => (
                  <div key={offer.contractId} role="group" aria-label={SNOW_RENEWAL_MESSAGES.renewButton(offer.seasonStart)}>
                    <p data-testid={`portal-renewal-${contract.id}`}>{SNOW_RENEWAL_MESSAGES.renewPrice(offer)}</p>
                    <Button onClick={() => void renew(offer.contractId)} disabled={renewing}>
                      {SNOW_RENEWAL_MESSAGES.renewButton(offer.seasonStart)}
                    </Button>
                  </div>
                ))}
              <h4>Passages</h4>
              {contract.visits.length === 0 ? (
                <p className={styles.muted}>Aucun passage pour le moment.</p>
              ) : (
                <ul>
                  {contract.visits.map((visit) => (
                    <li key={visit.id} data-testid={`portal-visit-${visit.id}`}>
                      Chute du {longDay(visit.snowfallDate)} : {STATUS[visit.status]}
                      {visit.completedAt ? ` le ${dateTime(visit.completedAt)}` : ''}
                      {visit.reason ? ` (${visit.reason})` : ''}
                      {visit.photoPath ? (
                        <>
                          {' '}
                          · <a href={visit.photoPath}>Photo du passage</a>
                          <a href={visit.photoPath} className={styles.visitPhoto}>
                            <img src={visit.photoPath} alt={`Photo du passage du ${longDay(visit.snowfallDate)}`} width={160} loading="lazy" />
                          </a>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              {contract.status === 'ACTIVE' ? (
                preview?.contractId === contract.id ? (
                  <div role="group" aria-label="Confirmer l’annulation">
                    <p>
                      Remboursement selon votre contrat : <strong>{formatCad(preview.refundCents)}</strong> sur {formatCad(preview.totalCents)}.
                    </p>
                    <p className={styles.muted}>{preview.rule}</p>
                    <div className={styles.actions}>
                      <Button onClick={() => void confirm()} disabled={canceling}>
                        Confirmer l’annulation
                      </Button>
                      <Button variant="secondary" onClick={() => setPreview(null)}>
                        Garder mon contrat
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button variant="secondary" onClick={() => void ask(contract.id)}>
                    Annuler mon contrat
                  </Button>
                )
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
