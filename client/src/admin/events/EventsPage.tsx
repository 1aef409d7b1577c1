import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../lib/paths';
import { AdminEventRequestsDocument, type EventRequestSort, type EventRequestStatus } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useDebounced } from '../../lib/use-debounced';
import { ADMIN_PAGE_SIZE, appendPage, LoadMore, nodesOf } from '../kit/LoadMore';
import { cad, clientLabel, dateRange } from '../kit/format';
import { useAdminTitle } from '../kit/use-admin-title';
import { useSeenEvents } from './seen-events';
import styles from './events.module.css';
import { UnverifiedBadge } from '../kit/UnverifiedBadge';

export const EVENT_STATUSES: readonly EventRequestStatus[] = ['PENDING', 'CONFIRMED', 'CANCELED', 'DONE'];
const SORTS: readonly EventRequestSort[] = ['START_DESC', 'START_ASC', 'TOTAL_DESC', 'TOTAL_ASC'];
/** The search is sent once typing pauses this long. */
export const EVENT_SEARCH_DELAY_MS = 300;

/**
 * 'Soumissions événementielles' (back-office spec §2): searched, filtered and sorted by the server through
 * `eventRequestsConnection`, 50 at a time ('Charger plus'). Seen state is local (seenEventIds), so the
 * unseen dot, the '{n} nouveau(x)' badge and 'Tout marquer comme lu' cover the rows loaded so far; a row
 * stays « nouveau » until it is opened or marked read (shown on screen is not read: issue #26).
 */
export function EventsPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.events'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EventRequestStatus | ''>('');
  const [sort, setSort] = useState<EventRequestSort>('START_DESC');
  const [refreshFailed, setRefreshFailed] = useState(false);
  const settledSearch = useDebounced(search.trim(), EVENT_SEARCH_DELAY_MS);
  const variables = { first: ADMIN_PAGE_SIZE, search: settledSearch || null, status: status || null, sort };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(AdminEventRequestsDocument, { variables, notifyOnNetworkStatusChange: true });
  // Seen when opened (EventDetailPage) or with 'Tout marquer comme lu' — never by being shown (issue #26).
  const { seen, mark } = useSeenEvents();

  const connection = error ? null : (data ?? previousData)?.eventRequestsConnection;
  const events = useMemo(() => nodesOf(connection), [connection]);
  const unseen = events.filter((e) => !seen.has(e.id));
  const filtered = settledSearch !== '' || status !== '';
  const loadMore = (after: string) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        ...shown,
        eventRequestsConnection: appendPage(shown.eventRequestsConnection, fetchMoreResult.eventRequestsConnection),
      }),
    });

  const refresh = async () => {
    setRefreshFailed(false);
    try {
      await refetch();
    } catch {
      setRefreshFailed(true);
    }
  };

  let body;
  if (loading && events.length === 0 && !error) {
    body = (
      <ul className={styles['events-skeletons']} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles['events-skeleton']} />
        ))}
      </ul>
    );
  } else if (error && !refreshFailed) {
    body = (
      <div role="alert">
        <Alert tone="error">
          <p>{t('events.loadFailed')}</p>
        </Alert>
      </div>
    );
  } else if (events.length === 0) {
    body = <p className="admin-empty">{filtered ? t('events.emptyFiltered') : t('events.empty')}</p>;
  } else {
    body = (
      <>
        <table className={`admin-table ${styles['events-table']}`}>
          <thead>
            <tr>
              <th scope="col">{t('events.client')}</th>
              <th scope="col">{t('events.event')}</th>
              <th scope="col">{t('events.dates')}</th>
              <th scope="col">{t('events.statusColumn')}</th>
              <th scope="col">{t('events.total')}</th>
              <th scope="col">{t('events.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id} data-event-id={event.id} className={seen.has(event.id) ? undefined : 'events-row--unseen'}>
                <td>
                  {!seen.has(event.id) && <span className={styles['events-dot']} role="img" aria-label={t('events.unseen')} />}
                  {clientLabel(event)}
                  <UnverifiedBadge kind="EVENT" id={event.id} unverified={event.unverified} name={clientLabel(event)} />
                </td>
                <td>{event.eventName}</td>
                <td>{dateRange(event.dateStart, event.dateEnd)}</td>
                <td>
                  <span className={`${styles['events-pill']} ${styles[`events-pill--${event.status.toLowerCase()}`]}`}>{t(`events.status.${event.status}`)}</span>
                </td>
                <td>{cad(event.total)}</td>
                <td>
                  <Link to={adminPaths.eventDetail.href(event.id)} onClick={() => mark([event.id])}>
                    {t('events.view')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className={styles['events-cards']}>
          {events.map((event) => (
            <li key={event.id} className={`card ${styles['events-card']}`} data-event-id={event.id}>
              <p className="events-card__client">
                {!seen.has(event.id) && <span className={styles['events-dot']} role="img" aria-label={t('events.unseen')} />}
                {clientLabel(event)}
              </p>
              <p>{event.eventName}</p>
              <p>{dateRange(event.dateStart, event.dateEnd)}</p>
              <p>
                <span className={`${styles['events-pill']} ${styles[`events-pill--${event.status.toLowerCase()}`]}`}>{t(`events.status.${event.status}`)}</span> {cad(event.total)}
              </p>
              <Link className="button button--secondary" to={adminPaths.eventDetail.href(event.id)} onClick={() => mark([event.id])}>
                {t('events.viewCard')}
              </Link>
            </li>
          ))}
        </ul>
        <LoadMore connection={connection} onLoadMore={loadMore} />
      </>
    );
  }

  return (
    <section className="admin-section events">
      <header className={styles['events__header']}>
        <h1 className="admin-section__title">{t('pages.events')}</h1>
        {unseen.length > 0 && <span className={styles['events-badge']}>{t('events.newCount', { count: unseen.length })}</span>}
      </header>
      <div className={styles['events__filters']}>
        <TextField id="events-search" label={t('events.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          id="events-status"
          label={t('events.statusFilter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as EventRequestStatus | '')}
          options={[{ value: '', label: t('events.all') }, ...EVENT_STATUSES.map((s) => ({ value: s, label: t(`events.status.${s}`) }))]}
        />
        <SelectField
          id="events-sort"
          label={t('events.sort')}
          value={sort}
          onChange={(e) => setSort(e.target.value as EventRequestSort)}
          options={SORTS.map((s) => ({ value: s, label: t(`events.sorts.${s}`) }))}
        />
        <div className={styles['events__buttons']}>
          <Button variant="secondary" onClick={() => mark(events.map((e) => e.id))} disabled={unseen.length === 0}>
            {t('events.markAllSeen')}
          </Button>
          <Button variant="secondary" onClick={() => void refresh()}>
            {t('events.refresh')}
          </Button>
        </div>
      </div>
      {refreshFailed && (
        <div role="alert">
          <Alert tone="error">
            <p>{t('events.refreshFailed')}</p>
          </Alert>
        </div>
      )}
      {body}
    </section>
  );
}
