import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendSnowRenewalOfferDocument, SnowRenewalOfferReachDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useErrorText } from '../kit/i18n/error-text';
import styles from './SnowSeasonPage.module.css';

/**
 * The snow renewal offer (ADMIN, issue #28): the button first asks the server whom the offer would
 * reach now (`snowRenewalOfferReach`), shows it in a confirmation, and only then sends it
 * (`sendSnowRenewalOffer`, which the server refuses below ADMIN and sends once per contract and season).
 */
export function RenewalOfferPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const reach = useQuery(SnowRenewalOfferReachDocument, { skip: !confirming, fetchPolicy: 'network-only' });
  const [send, { loading: sending }] = useMutation(SendSnowRenewalOfferDocument);
  const counted = reach.data?.snowRenewalOfferReach;

  const confirm = async () => {
    try {
      const { data } = await send();
      setMessage({ tone: 'success', text: t('snowSeason.renewal.sent', { count: data?.sendSnowRenewalOffer ?? 0 }) });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('snowSeason.renewal.failed')) });
    }
    setConfirming(false);
  };

  return (
    <section className="admin-section" aria-labelledby="renewal-title">
      <h2 id="renewal-title" className="admin-section__title">
        {t('snowSeason.renewal.title')}
      </h2>
      <p className="admin-section__hint">{t('snowSeason.renewal.lead')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setMessage(null);
          setConfirming(true);
        }}
      >
        {t('snowSeason.renewal.open')}
      </Button>
      {message ? (
        <div role={message.tone === 'error' ? 'alert' : 'status'}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
      {confirming ? (
        <Modal title={t('snowSeason.renewal.confirmTitle')} onClose={() => setConfirming(false)} closeLabel={t('snowSeason.renewal.close')}>
          {reach.loading ? (
            <p className="page-loading" role="status">
              {t('common.loading')}
            </p>
          ) : null}
          {reach.error ? <Alert tone="error">{errorText(reach.error, t('snowSeason.renewal.countFailed'))}</Alert> : null}
          {counted ? (
            <>
              <p data-testid="renewal-reach">
                {counted.emails > 0 ? t('snowSeason.renewal.reach', { count: counted.customers, emails: counted.emails }) : t('snowSeason.renewal.nobody')}
              </p>
              <div className={styles.rowActions}>
                {counted.emails > 0 ? (
                  <Button onClick={() => void confirm()} disabled={sending}>
                    {t('snowSeason.renewal.send')}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('snowSeason.renewal.keep')}
                </Button>
              </div>
            </>
          ) : null}
        </Modal>
      ) : null}
    </section>
  );
}
