import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminClientsDocument, type ClientsPage_ClientFragment } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useDebounced } from '../../lib/use-debounced';
import { appendPage, nodesOf } from '../kit/LoadMore';
import { DataTable } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { usePickupFormat } from '../kit/pickup-format';
import { ClientDetailModal } from './ClientDetailModal';
import styles from './ClientsPage.module.css';

export const CLIENTS_PAGE_SIZE = 50;
/** Typing pauses this long before the search is sent. */
export const CLIENT_SEARCH_DELAY_MS = 300;

/**
 * /admin/clients (spec §2): every customer of the three services (one per e-mail), searched by name,
 * e-mail or phone on the server, latest activity first, 50 at a time. 'Voir détails' opens the
 * customer's requests and orders in a dialog. A table on desktop, cards on phones (admin.css).
 */
export function ClientsPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.clients'));
  const format = usePickupFormat();
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), CLIENT_SEARCH_DELAY_MS);
  const [selected, setSelected] = useState<ClientsPage_ClientFragment | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(AdminClientsDocument, {
    variables: { first: CLIENTS_PAGE_SIZE, search: settledSearch || null },
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.clients;
  const clients = nodesOf(connection);

  const loadMore = async () => {
    if (!connection?.pageInfo.endCursor) return;
    setMoreFailed(false);
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({ clients: appendPage(previous.clients, fetchMoreResult.clients) }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const counts = (client: ClientsPage_ClientFragment) =>
    [
      client.pickupRequestCount ? t('clients.counts.pickups', { count: client.pickupRequestCount }) : null,
      client.eventRequestCount ? t('clients.counts.events', { count: client.eventRequestCount }) : null,
      client.snowOrderCount ? t('clients.counts.snow', { count: client.snowOrderCount }) : null,
    ]
      .filter(Boolean)
      .join(', ');

  const content = (
    // A failed new answer shows the error, not the previous search's rows.
    <QueryView
      loading={loading}
      error={error}
      data={error && !data ? undefined : connection}
      errorMessage={t('clients.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={() => clients.length === 0}
      empty={t('clients.empty')}
    >
      {() => (
        <>
          <DataTable
            className="clients-table"
            busy={loading}
            caption={t('clients.count', { count: connection?.totalCount ?? clients.length })}
            rows={clients}
            rowKey={(client) => client.id}
            columns={[
              { header: t('clients.name'), rowHeader: true, cell: (client) => <span>{client.name ?? t('clients.noName')}</span> },
              { header: t('clients.email'), cell: (client) => <a href={`mailto:${client.email}`}>{client.email}</a> },
              {
                header: t('clients.phone'),
                cell: (client) => (client.phone ? <a href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}>{client.phone}</a> : t('clients.noName')),
              },
              { header: t('clients.requests'), cell: (client) => counts(client) },
              { header: t('clients.total'), cell: (client) => format.cad(client.totalCents) },
              { header: t('clients.lastActivity'), cell: (client) => format.dateTime(client.lastActivityAt) },
              {
                header: t('clients.actions'),
                cell: (client) => (
                  <Button variant="secondary" onClick={() => setSelected(client)} aria-label={t('clients.detailsOf', { name: client.name ?? client.email })}>
                    {t('clients.details')}
                  </Button>
                ),
              },
            ]}
          />
          {connection?.pageInfo.hasNextPage ? (
            <div className={styles['clients-more']}>
              <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore ? t('common.loading') : t('clients.more')}
              </Button>
              {moreFailed ? (
                <p role="alert" className="field__error">
                  {t('clients.moreFailed')}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </QueryView>
  );

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.clients')}</h1>
      <div className="card admin-section">
        <div className="admin-toolbar" role="search">
          <TextField
            id="clients-search"
            type="search"
            label={t('clients.searchLabel')}
            placeholder={t('clients.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          {connection && !error ? (
            <p className="clients-count" aria-live="polite">
              {t('clients.count', { count: connection.totalCount })}
            </p>
          ) : null}
        </div>
        {content}
      </div>
      {selected ? <ClientDetailModal client={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
