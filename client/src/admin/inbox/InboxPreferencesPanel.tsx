import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Role, roleAtLeast } from '@shared/roles';
import { AdminMyInboxPreferencesDocument, AdminUpdateMyInboxPreferencesDocument, type InboxKind, type InboxMailMode } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { useSession } from '../kit/session-context';
import { useErrorText } from '../kit/i18n/error-text';

const MODES: readonly InboxMailMode[] = ['IMMEDIATE', 'DIGEST', 'OFF'];

/** "Courriels « À traiter »" in the user's settings (MANAGER and up): how and for which kinds they are e-mailed (issue #26). */
export function InboxPreferencesPanel() {
  const session = useSession();
  if (!roleAtLeast(session.role, Role.MANAGER)) return null;
  return <InboxPreferencesForm />;
}

function InboxPreferencesForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data } = useQuery(AdminMyInboxPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(AdminUpdateMyInboxPreferencesDocument);
  const [mode, setMode] = useState<InboxMailMode>('OFF');
  const [kinds, setKinds] = useState<ReadonlySet<InboxKind>>(new Set());
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const prefs = data?.myInboxPreferences;
  useEffect(() => {
    if (!prefs) return;
    setMode(prefs.mode);
    setKinds(new Set(prefs.kinds));
  }, [prefs]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    try {
      await save({ variables: { input: { mode, kinds: [...kinds] } } });
      setFeedback({ tone: 'success', text: t('inbox.prefsSaved') });
    } catch (e) {
      setFeedback({ tone: 'error', text: errorText(e, t('common.errorTitle')) });
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="settings-inbox">
      <h2 className="admin-section__title" id="settings-inbox">
        {t('inbox.prefsTitle')}
      </h2>
      <p>{t('inbox.prefsLead')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <SelectField
          id="settings-inbox-mode"
          label={t('inbox.prefsMode')}
          options={MODES.map((value) => ({ value, label: t(`inbox.modes.${value}`) }))}
          value={mode}
          onChange={(event) => setMode(event.target.value as InboxMailMode)}
        />
        <fieldset className="form__fieldset">
          <legend>{t('inbox.prefsKinds')}</legend>
          {(prefs?.allowedKinds ?? []).map((kind) => (
            <Checkbox
              key={kind}
              id={`settings-inbox-kind-${kind}`}
              label={t(`inbox.kinds.${kind}`)}
              checked={kinds.has(kind)}
              onChange={(event) => {
                const next = new Set(kinds);
                if (event.target.checked) next.add(kind);
                else next.delete(kind);
                setKinds(next);
              }}
            />
          ))}
        </fieldset>
        <Button type="submit" disabled={saving.loading}>
          {t('inbox.prefsSave')}
        </Button>
      </form>
      <div role="status">{feedback?.tone === 'success' && <Alert tone="success">{feedback.text}</Alert>}</div>
      <div role="alert">{feedback?.tone === 'error' && <Alert tone="error">{feedback.text}</Alert>}</div>
    </section>
  );
}
