import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_PRICES } from '@shared/pricing/price-list';

/** The public layout's page-view beacon (public/analytics): accepted silently in every test. */
export const collectHandler = http.post('*/api/collect', () => new HttpResponse(null, { status: 204 }));

/**
 * The one msw server of the client tests, started by testing/setup.ts. Tests add their handlers
 * with `server.use(graphql.mutation('CreatePickupRequest', …))`; unhandled requests fail the test.
 * The page-view beacon and the sidebar's inbox counts are handled by default.
 */
/** The back-office sidebar's inbox counts (issue #26): none open, unless a test says otherwise. */
export const inboxCountsHandler = graphql.query('AdminInboxCounts', () => HttpResponse.json({ data: { inboxCounts: [] } }));

/** The inbox e-mail preferences in Paramètres (MANAGER and up): off, unless a test says otherwise. */
export const inboxPreferencesHandler = graphql.query('AdminMyInboxPreferences', () =>
  HttpResponse.json({ data: { myInboxPreferences: { __typename: 'InboxPreferences', mode: 'OFF', kinds: [], allowedKinds: ['PICKUP_NEW', 'EVENT_NEW'] } } }),
);

/** The SMS consent panel and the SMS log in Paramètres (issue #26, sms-photos): nothing, unless a test says otherwise. */
export const smsSettingsHandlers = [
  graphql.query('MySmsConsent', () => HttpResponse.json({ data: { mySmsConsent: null } })),
  graphql.query('SmsMessages', () => HttpResponse.json({ data: { smsMessages: [] } })),
];

/** The event wizard's catalogue (issue #28): the seeded `event.*` rows, all offered, nothing staff added, unless a test says otherwise. */
export const eventCatalogueHandler = graphql.query('EventCatalogue', () =>
  HttpResponse.json({
    data: {
      eventCatalogue: Object.entries(DEFAULT_PRICES)
        .filter(([name]) => name.startsWith('event.'))
        .map(([name, price], index) => ({ __typename: 'Service', id: String(100 + index), name, label: name, unit: name === 'event.staffHourly' ? 'HOUR' : name === 'event.livraison' || name === 'event.nettoyage' ? 'FLAT' : 'UNIT_DAY', price })),
    },
  }),
);

export const server = setupServer(collectHandler, inboxCountsHandler, inboxPreferencesHandler, ...smsSettingsHandlers, eventCatalogueHandler);
