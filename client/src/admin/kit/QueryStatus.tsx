import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** 'Chargement…' while a page's first answer is on its way. */
export function LoadingStatus() {
  const { t } = useTranslation();
  return (
    <p className="admin-checking" role="status">
      {t('common.loading')}
    </p>
  );
}

/** A page's load error (the spec's text) with 'Réessayer'. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <Alert tone="error">
        <p>{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    </div>
  );
}
