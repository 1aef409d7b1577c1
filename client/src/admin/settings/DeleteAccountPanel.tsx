import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteMyAccountDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useSessionActions } from '../kit/session-context';
import { useErrorText } from '../kit/i18n/error-text';

/** Deletes the signed-in account for real after confirmation (spec §5), then signs out. */
export function DeleteAccountPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { endSession } = useSessionActions();
  const [deleteMyAccount, { loading }] = useMutation(DeleteMyAccountDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    if (!window.confirm(t('settings.account.confirm'))) return;
    setFailure(null);
    try {
      await deleteMyAccount();
      endSession('account-deleted');
    } catch (error) {
      setFailure(errorText(error, t('settings.account.failed')));
    }
  };

  return (
    <section className="card admin-section admin-section--danger" aria-labelledby="settings-account">
      <h2 className="admin-section__title" id="settings-account">
        {t('settings.account.title')}
      </h2>
      <p className="admin-section__hint">{t('settings.account.hint')}</p>
      <div role="alert" className="form__status">
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
      <Button className="button--danger" disabled={loading} onClick={() => void remove()}>
        {loading ? t('settings.account.deleting') : t('settings.account.delete')}
      </Button>
    </section>
  );
}
