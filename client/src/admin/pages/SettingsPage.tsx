import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Checkbox } from '../../ui/Checkbox';
import { useSession } from '../kit/session-context';
import { StaffProfileForm } from '../users/StaffAccountPanel';
import { SelectField } from '../../ui/SelectField';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../kit/i18n/languages';
import { useLanguage } from '../kit/i18n/error-text';
import { useAdminTitle } from '../kit/use-admin-title';
import { ChangePasswordForm } from '../settings/ChangePasswordForm';
import { DeleteAccountPanel } from '../settings/DeleteAccountPanel';
import { useDarkMode, useLogsAutoRefresh, writePreference } from '../kit/preferences';
import { SessionTokenPanel } from '../settings/SessionTokenPanel';
import { InboxPreferencesPanel } from '../inbox/InboxPreferencesPanel';
import { SmsConsentPanel } from '../settings/SmsConsentPanel';
import styles from '../settings/SettingsPage.module.css';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/** /admin/parametres (spec §2): display preferences, inbox e-mails (MANAGER and up, issue #26), password, session token, account deletion. Every role. */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  useAdminTitle(t('pages.settings'));
  const language = useLanguage();
  const [darkMode, setDarkMode] = useDarkMode();
  const [logsAutoRefresh, setLogsAutoRefresh] = useLogsAutoRefresh();
  const session = useSession();

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.settings')}</h1>

      <section className="card admin-section" aria-labelledby="settings-display">
        <h2 className="admin-section__title" id="settings-display">
          {t('settings.appearance')}
        </h2>
        <div className={styles['admin-settings__grid']}>
          <Checkbox id="settings-dark-mode" label={t('settings.darkMode')} checked={darkMode} onChange={(event) => setDarkMode(event.target.checked)} />
          <Checkbox
            id="settings-logs-refresh"
            label={t('settings.logsAutoRefresh')}
            checked={logsAutoRefresh}
            onChange={(event) => setLogsAutoRefresh(event.target.checked)}
          />
          <SelectField
            id="settings-language"
            label={t('settings.language')}
            options={LANGUAGE_OPTIONS}
            value={language}
            onChange={(event) => {
              const chosen = event.target.value;
              if (!isLanguage(chosen)) return;
              writePreference('language', chosen);
              void i18n.changeLanguage(chosen);
            }}
          />
        </div>
      </section>

      {session.mustChangePassword ? (
        <div role="alert">
          <Alert tone="info">{t('passwordReset.mustChange')}</Alert>
        </div>
      ) : null}
      <InboxPreferencesPanel />
      <ChangePasswordForm />
      <section className="card admin-section">
        <StaffProfileForm
          user={{ id: session.id, email: session.email, name: session.name, firstName: session.firstName ?? null, lastName: session.lastName ?? null, displayName: session.displayName ?? session.email, hireDate: null, mustChangePassword: false, role: session.role, createdAt: '', disabledAt: null }}
          withHireDate={false}
          titleId="settings-profile"
          title={t('staffAccount.myProfileTitle')}
        />
      </section>
      <SessionTokenPanel />
      <SmsConsentPanel />
      <DeleteAccountPanel />
    </section>
  );
}
