import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import styles from './LoadMore.module.css';

/** Page size of the back-office lists read from the API's cursor connections (at most 100). */
export const ADMIN_PAGE_SIZE = 50;

interface ConnectionPage<N> {
  edges: readonly { node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
}

/** The nodes of a connection page (none while it is not loaded). */
export function nodesOf<N>(connection: ConnectionPage<N> | null | undefined): N[] {
  return connection ? connection.edges.map((edge) => edge.node) : [];
}

/** fetchMore's merge: the next page's edges after the ones shown, with its pageInfo and totalCount. */
export function appendPage<C extends { edges: readonly unknown[] }>(shown: C, next: C): C {
  return { ...next, edges: [...shown.edges, ...next.edges] };
}

/**
 * 'Charger plus' under a paginated list: how many of how many are shown, and a button that loads
 * the next page (hidden on the last page). A failure says so beside the button; the rows stay.
 */
export function LoadMore<N>({ connection, onLoadMore }: { connection: ConnectionPage<N> | null | undefined; onLoadMore: (after: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!connection || connection.edges.length === 0) return null;
  const { hasNextPage, endCursor } = connection.pageInfo;
  const load = async () => {
    if (!endCursor) return;
    setBusy(true);
    setFailed(false);
    try {
      await onLoadMore(endCursor);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles['admin-load-more']}>
      <p className={styles['admin-load-more__count']}>{t('common.shownOfTotal', { shown: connection.edges.length, total: connection.totalCount })}</p>
      {hasNextPage && (
        <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void load()}>
          {busy ? t('common.loading') : t('common.loadMore')}
        </Button>
      )}
      {failed && (
        <div role="alert">
          <Alert tone="error">{t('common.loadMoreFailed')}</Alert>
        </div>
      )}
    </div>
  );
}
