import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendSnowRenewalOfferDocument, SnowRenewalOfferReachDocument } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import { useErrorText } from '../kit/i18n/error-text';
import { ConfirmDialog, FeedbackMessage, type Feedback } from './ConfirmDialog';

/**
 * The snow renewal offer (ADMIN, issue #28): the button first asks the server whom the offer would
 * reach now (`snowRenewalOfferReach`), shows it in a confirmation, and only then sends it
 * (`sendSnowRenewalOffer`, which the server refuses below ADMIN and sends once per contract and season).
 */
export function RenewalOfferPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Feedback>(null);
  const reach = useQuery(SnowRenewalOfferReachDocument, { skip: !confirming, fetchPolicy: 'network-only' });
  const [send, { loading: sending }] = useMutation(SendSnowRenewalOfferDocument);

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
      <FeedbackMessage feedback={message} />
      {confirming ? (
        <ConfirmDialog
          title={t('snowSeason.renewal.confirmTitle')}
          closeLabel={t('snowSeason.renewal.close')}
          preview={{ ...reach, data: reach.data?.snowRenewalOfferReach }}
          errorMessage={errorText(reach.error, t('snowSeason.renewal.countFailed'))}
          confirmLabel={t('snowSeason.renewal.send')}
          canConfirm={(counted) => counted.emails > 0}
          onConfirm={() => void confirm()}
          busy={sending}
          keepLabel={t('snowSeason.renewal.keep')}
          onClose={() => setConfirming(false)}
        >
          {(counted) => (
            <p data-testid="renewal-reach">
              {counted.emails > 0 ? t('snowSeason.renewal.reach', { count: counted.customers, emails: counted.emails }) : t('snowSeason.renewal.nobody')}
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
