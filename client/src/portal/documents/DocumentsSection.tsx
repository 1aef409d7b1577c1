import { ClientDocumentsDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { dateTime } from '../format';
import { Loading } from '../Loading';
import styles from '../Portal.module.css';

/** Every document of the customer: each quote revision's PDF (invoices and contracts add theirs later). */
export function DocumentsSection() {
  const { data, error, loading, refetch } = useGraphQLQuery(ClientDocumentsDocument, {});
  return (
    <section aria-labelledby="portal-documents-title" className={styles.stack}>
      <h2 id="portal-documents-title" className={styles.sectionTitle}>
        Documents
      </h2>
      {loading ? (
        <Loading />
      ) : error && !data ? (
        <>
          <Alert tone="error" role="alert">
            {errorMessage(error)}
          </Alert>
          <Button onClick={() => void refetch()}>Réessayer</Button>
        </>
      ) : !data?.clientDocuments.length ? (
        <p>Aucun document pour le moment. Vos soumissions y apparaîtront dès qu’elles vous seront envoyées.</p>
      ) : (
        <ul className={styles.cards}>
          {data.clientDocuments.map((doc) => (
            <li key={doc.path} className={`card ${styles.card}`}>
              <a href={doc.path}>{doc.title}</a>
              <p className={styles.muted}>
                <time dateTime={doc.date}>{dateTime(doc.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
