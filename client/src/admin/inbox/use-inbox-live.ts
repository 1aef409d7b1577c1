import { useApolloClient, useQuery } from '@apollo/client/react';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { useEffect, useMemo, useState } from 'react';
import { AdminInboxChangedDocument, AdminInboxCountsDocument, type InboxSection } from '../../graphql/graphql';
import { getToken } from '../kit/token-storage';

/** Which sidebar entry shows each section's count (timesheet approvals have no entry of their own: the inbox's total covers them). */
export const SECTION_NAV: Readonly<Record<InboxSection, string | null>> = {
  PICKUPS: 'pickups',
  EVENTS: 'events',
  SNOW: 'snowSeason',
  TIMESHEETS: null,
  PRIVACY: 'privacy',
  WEBHOOKS: 'webhooks',
  INVOICES: 'invoices',
};

/**
 * The component tests run in jsdom with no server behind /graphql's WebSocket (msw refuses it):
 * there the counts are read once and the live part is covered by the browser tests.
 */
const LIVE_TRANSPORT = typeof navigator === 'undefined' || !/jsdom/i.test(navigator.userAgent);

/**
 * The inbox's open counts per section, kept live: the counts are read once, then re-read whenever
 * the server signals a change over graphql-ws (same origin, /graphql, the staff session), whichever
 * server process it happened on. The inbox page's list is re-read on the same signal. Off below MANAGER.
 */
export function useInboxLive(enabled: boolean): { byNav: ReadonlyMap<string, number>; total: number; live: boolean } {
  const apollo = useApolloClient();
  const { data, refetch } = useQuery(AdminInboxCountsDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || typeof WebSocket === 'undefined' || !LIVE_TRANSPORT) return undefined;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
    const client = createClient({
      url,
      connectionParams: () => ({ authorization: `Bearer ${getToken() ?? ''}` }),
      retryAttempts: Infinity,
      shouldRetry: () => true,
      on: {
        connected: () => {
          setLive(true);
          // Catch up on what happened while disconnected.
          void refetch();
        },
        closed: () => setLive(false),
      },
    });
    const stop = client.subscribe(
      { query: print(AdminInboxChangedDocument) },
      {
        next: () => void apollo.refetchQueries({ include: ['AdminInboxCounts', 'AdminInboxItems'] }),
        error: () => setLive(false),
        complete: () => setLive(false),
      },
    );
    return () => {
      stop();
      void client.dispose();
    };
  }, [enabled, apollo, refetch]);

  return useMemo(() => {
    const byNav = new Map<string, number>();
    let total = 0;
    for (const { section, open } of data?.inboxCounts ?? []) {
      total += open;
      const nav = SECTION_NAV[section];
      if (nav) byNav.set(nav, (byNav.get(nav) ?? 0) + open);
    }
    byNav.set('inbox', total);
    return { byNav, total, live };
  }, [data, live]);
}
