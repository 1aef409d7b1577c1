import { defineFeature } from '../../kernel/feature';
import { createClientFilesRouter } from './client-files.routes';
import { ClientAccessService } from './client-access.service';
import { ClientSessions } from './client-session';
import { ClientAccessLink, ClientLinkRequest, ClientProfile, ClientSessionRevocation, ClientTimelineEntry, QuoteRevision } from './portal.entities';
import { PortalResolver } from './portal.resolver';
import { PortalService } from './portal.service';
import { QuoteExpiryWorker } from './quote-expiry.worker';
import { QuoteRevisionsService } from './quote-revisions.service';
import { portalHandlers } from './portal.listener';
import { portalPersonalData } from './portal.personal-data';

/** The client portal: access links, sessions, quote revisions the client answers. */
export default defineFeature({
  name: 'portal',
  personalData: portalPersonalData,
  entities: [ClientAccessLink, ClientLinkRequest, ClientProfile, QuoteRevision, ClientTimelineEntry, ClientSessionRevocation],
  resolvers: [PortalResolver],
  settings: ['auth', 'publicUrl', 'company'],
  offers: ['clientSessions', 'quoteRevisions'],
  create: ({ dataSource, config, log, bus, use }) => {
    const mail = use('mail');
    const mailer = { publicUrl: config.publicUrl, companyName: config.company.name, companyEmail: config.company.email, companyPhone: config.company.phone };
    const clientSessions = new ClientSessions(dataSource, config.auth.jwtSecret, config.publicUrl.startsWith('https:'));
    const quoteRevisions = new QuoteRevisionsService(dataSource, use('events'), mail, bus, config.company, mailer);
    return {
      provides: { clientSessions, quoteRevisions },
      resolvers: () => [
        new PortalResolver(new ClientAccessService(dataSource, clientSessions, mail, mailer, use('guard')), new PortalService(dataSource, mail, mailer), quoteRevisions, use('events'), use('pickup')),
      ],
      on: portalHandlers(),
      // The quote revision PDFs (GET /client-files/…), personal: no-store and the REST rate limit.
      routes: ({ createContext }) => [{ path: '/client-files', noStore: true, rateLimited: true, router: createClientFilesRouter({ createContext, quotes: quoteRevisions }) }],
      // Unanswered sent quotes past their validity expire, once a day (job_run lease).
      workers: () => [new QuoteExpiryWorker({ dataSource, log, quotes: quoteRevisions, expiringDays: config.office.quoteExpiringDays })],
    };
  },
});
