import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLogsDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useDebounced } from '../../lib/use-debounced';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { useLogsAutoRefresh } from '../kit/preferences';
import styles from './LogsPage.module.css';

/** Spec §9: logs polling 15000 ms, near-bottom threshold 200 px, scroll delay 80 ms. */
export const LOGS_POLL_MS = 15_000;
export const NEAR_BOTTOM_PX = 200;
export const SCROLL_DELAY_MS = 80;
export const LOGS_LIMIT = 500;
const SEARCH_DELAY_MS = 300;

/** 'YYYY-MM-DD HH:MM:SS' in Montréal time, the spec's log line form (§3). */
const STAMP = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Spec §3: a level containing 'error' reads ERROR, 'warn' WARN, anything else INFO. */
function levelClass(level: string): 'error' | 'warn' | 'info' {
  const lower = level.toLowerCase();
  if (lower.includes('error') || lower === 'fatal') return 'error';
  return lower.includes('warn') ? 'warn' : 'info';
}

/**
 * /admin/logs (spec §2, §4, §9): the latest 500 lines of the server's log file, oldest first,
 * searched on the server. 'Rafraîchir' reloads; every 15 s too while the auto-refresh preference is
 * on (Paramètres). After a refresh the list scrolls to the bottom, 80 ms later, only if the reader
 * was within 200 px of it, so reading older lines is never interrupted. The list is a focusable
 * `role="log"` region (arrow keys and Page Up/Down scroll it).
 */
export function LogsPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.logs'));
  const [autoRefresh] = useLogsAutoRefresh();
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminLogsDocument, {
    variables: { search: settledSearch || null, limit: LOGS_LIMIT },
    notifyOnNetworkStatusChange: true,
  });
  const entries = (data ?? previousData)?.logs;

  const scrollToBottom = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, []);

  // A first load (and a new search) starts at the latest line.
  const shown = entries !== undefined;
  useLayoutEffect(() => {
    if (shown) scrollToBottom();
  }, [shown, settledSearch, scrollToBottom]);

  const refresh = useCallback(async () => {
    const list = listRef.current;
    const nearBottom = !list || list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM_PX;
    setRefreshing(true);
    try {
      await refetch();
      setRefreshFailed(false);
      if (nearBottom) setTimeout(scrollToBottom, SCROLL_DELAY_MS);
    } catch {
      setRefreshFailed(true);
    } finally {
      setRefreshing(false);
    }
  }, [refetch, scrollToBottom]);

  useEffect(() => {
    if (!autoRefresh) return undefined;
    const timer = setInterval(() => void refresh(), LOGS_POLL_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, refresh]);

  const content = (
    // No entries once loading has ended reads as a load failure (as the page always did).
    <QueryView
      loading={loading}
      error
      data={entries}
      errorMessage={t('logs.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={(shown) => shown.length === 0}
      empty={t('logs.empty')}
    >
      {(shown) => (
        <div ref={listRef} className={styles['logs-list']} role="log" tabIndex={0} aria-label={t('logs.region')} aria-busy={loading}>
          <ol>
            {shown.map((entry, index) => {
              const tone = levelClass(entry.level);
              return (
                <li key={`${index}-${entry.raw.length}-${entry.time ?? ''}`} className={`${styles['logs-line']} ${styles[`logs-line--${tone}`]}`}>
                  {entry.time ? <time dateTime={entry.time}>{STAMP.format(new Date(entry.time))}</time> : null}
                  <span className={styles['logs-line__level']}>{tone.toUpperCase()}</span>
                  <span className={styles['logs-line__message']}>{entry.message}</span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </QueryView>
  );

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.logs')}</h1>
      <div className="card admin-section">
        <div className="admin-toolbar">
          <div role="search">
            <TextField
              id="logs-search"
              type="search"
              label={t('logs.searchLabel')}
              placeholder={t('logs.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
          </div>
          <div className={styles['logs-toolbar__actions']}>
            <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing}>
              {refreshing ? t('logs.refreshing') : t('logs.refresh')}
            </Button>
            <Button variant="secondary" onClick={scrollToBottom} disabled={!entries?.length}>
              {t('logs.toBottom')}
            </Button>
          </div>
        </div>
        <p className={styles['logs-status']}>
          {autoRefresh ? t('logs.autoOn') : t('logs.autoOff')}
          {entries ? ` ${t('logs.count', { count: entries.length })}.` : null}
        </p>
        {(refreshFailed || error) && entries ? (
          <div role="alert">
            <Alert tone="error">
              <p>{t('logs.loadFailed')}</p>
            </Alert>
          </div>
        ) : null}
        {content}
      </div>
    </section>
  );
}
