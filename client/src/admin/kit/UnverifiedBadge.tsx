import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmUnverifiedRequestDocument, DeleteUnverifiedRequestDocument } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import styles from './UnverifiedBadge.module.css';

/**
 * The "non vérifiée" badge of a pickup or event request sent without the site form's proof
 * (issue #19), with the two actions staff take: confirm it (a requested quote copy then goes) or
 * delete it. Renders nothing for a verified request. The lists refetch after either action.
 */
export function UnverifiedBadge({ kind, id, unverified, name }: { kind: 'PICKUP' | 'EVENT'; id: string; unverified?: boolean | null; name: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const refetchQueries = kind === 'PICKUP' ? ['AdminPickupRequests'] : ['AdminEventRequests'];
  const [confirm, confirming] = useMutation(ConfirmUnverifiedRequestDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteUnverifiedRequestDocument, { refetchQueries });
  if (!unverified) return null;
  const variables = { kind, id };
  const busy = confirming.loading || removing.loading;
  const run = (action: () => Promise<unknown>) => {
    setFailed(false);
    action().catch(() => setFailed(true));
  };
  return (
    <span className={styles.box}>
      <span className={styles.badge} title={t('abuse.unverifiedHint')}>
        {t('abuse.unverified')}
      </span>
      <Button variant="secondary" disabled={busy} aria-label={t('abuse.confirmOf', { name })} onClick={() => run(() => confirm({ variables }))}>
        {t('abuse.confirm')}
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        aria-label={t('abuse.removeOf', { name })}
        onClick={() => {
          if (window.confirm(t('abuse.removeAsk'))) run(() => remove({ variables }));
        }}
      >
        {t('abuse.remove')}
      </Button>
      {failed && <span role="alert">{t('abuse.failed')}</span>}
    </span>
  );
}
