import { PORTAL_PRIVACY_TEXTS as T } from '@shared/privacy.messages.fr';
import { useId, useState, type FormEvent } from 'react';
import { ClientPersonalDataDocument, ClientPersonalDataPageDocument, RequestClientPrivacyChangeDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { useGraphQLMutation } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextField';
import styles from '../Portal.module.css';

const DAY = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/** Offers a text as a file download (no new page, nothing stored in the browser). */
function download(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /client/mes-renseignements (issue #19, Law 25): download everything held, ask for rectification or deletion. */
export function PrivacySection() {
  const id = useId();
  const [getJson, gettingJson] = useGraphQLMutation(ClientPersonalDataDocument);
  const [getPage, gettingPage] = useGraphQLMutation(ClientPersonalDataPageDocument);
  const [sendRequest, sending] = useGraphQLMutation(RequestClientPrivacyChangeDocument);
  const [kind, setKind] = useState<'RECTIFICATION' | 'DELETION'>('RECTIFICATION');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const fetchAndSave = async (which: 'json' | 'page') => {
    setError(null);
    try {
      if (which === 'json') download((await getJson()).clientPersonalData, 'mes-donnees.json', 'application/json');
      else download((await getPage()).clientPersonalDataPage, 'mes-donnees.html', 'text/html');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      const data = await sendRequest({ input: { kind, details } });
      setDone(T.received(DAY.format(new Date(data.requestClientPrivacyChange.dueAt))));
      setDetails('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.stack}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {T.title}
      </h2>
      <p>{T.lead}</p>
      <div className={`card ${styles.card}`}>
        <h3 className={styles.cardTitle}>{T.downloadTitle}</h3>
        <Button variant="secondary" disabled={gettingJson.loading} onClick={() => void fetchAndSave('json')}>
          {T.downloadJson}
        </Button>{' '}
        <Button variant="secondary" disabled={gettingPage.loading} onClick={() => void fetchAndSave('page')}>
          {T.downloadPage}
        </Button>
      </div>
      <div className={`card ${styles.card}`}>
        <h3 className={styles.cardTitle}>{T.requestTitle}</h3>
        <form className="form" noValidate onSubmit={(e) => void submit(e)}>
          <SelectField
            id={`${id}-kind`}
            label={T.kindLabel}
            options={[
              { value: 'RECTIFICATION', label: T.kinds.RECTIFICATION },
              { value: 'DELETION', label: T.kinds.DELETION },
            ]}
            value={kind}
            onChange={(e) => setKind(e.target.value as 'RECTIFICATION' | 'DELETION')}
          />
          {kind === 'DELETION' && <p>{T.deletionNote}</p>}
          <TextAreaField id={`${id}-details`} label={T.detailsLabel} rows={3} value={details} onChange={(e) => setDetails(e.target.value)} />
          <div role="status">{done && <Alert tone="success">{done}</Alert>}</div>
          <Button type="submit" disabled={sending.loading}>
            {T.submit}
          </Button>
        </form>
      </div>
      {error && (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      )}
    </section>
  );
}
