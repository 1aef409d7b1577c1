import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPIED_CONFIRMATION_MS } from '../../lib/clipboard';
import { Button } from '../../ui/Button';
import { useStoredToken } from '../kit/use-stored-token';
import styles from './SettingsPage.module.css';


type CopyState = 'idle' | 'copied' | 'failed';

/** The current session token, masked until shown, with a copy button (spec §2, Settings). */
export function SessionTokenPanel() {
  const { t } = useTranslation();
  const token = useStoredToken();
  const [visible, setVisible] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyToken = async () => {
    if (!token) return;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(token);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="settings-token">
      <h2 className="admin-section__title" id="settings-token">
        {t('settings.token.title')}
      </h2>
      <p className="admin-section__hint">{t('settings.token.hint')}</p>
      {token ? (
        <>
          <p className="admin-token" id="settings-token-value">
            <span className="visually-hidden">{t('settings.token.label')} : </span>
            {visible ? <code className="admin-token__value">{token}</code> : <span aria-label={t('settings.token.masked')} className={styles['admin-token__mask']} role="img">{'•'.repeat(24)}</span>}
          </p>
          <div className="admin-token__actions">
            <Button variant="secondary" aria-pressed={visible} aria-controls="settings-token-value" onClick={() => setVisible((shown) => !shown)}>
              {t('settings.token.show')}
            </Button>
            <Button variant="secondary" onClick={() => void copyToken()}>
              {t('settings.token.copy')}
            </Button>
            <span role="status" className="admin-token__copied">
              {copy === 'copied' ? t('settings.token.copied') : ''}
            </span>
          </div>
          <div role="alert" className="form__status">
            {copy === 'failed' && <p className="field__error">{t('settings.token.copyFailed')}</p>}
          </div>
        </>
      ) : (
        <p>{t('settings.token.none')}</p>
      )}
    </section>
  );
}
