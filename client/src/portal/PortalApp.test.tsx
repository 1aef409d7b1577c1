import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { CLIENT_TERMS_VERSION, PORTAL_MESSAGES } from '@shared/portal.messages.fr';
import type { PortalRevisionFragment } from '../graphql-public/graphql';
import { ErrorCode } from '@shared/errors';
import { graphQLError } from '../admin/testing/admin-fixtures';
import { server } from '../testing/msw/server';
import { renderApp } from '../testing/render';

/** What the server answers without a client session. */
function unauthenticated(): Response {
  return graphQLError(ErrorCode.UNAUTHENTICATED, PORTAL_MESSAGES.signInRequired);
}

const PROFILE = { email: 'alice@festival.ca', fullName: 'Alice Tremblay', phone: '819 555-0000', address: '1 rue Neuve' };

const REVISION: PortalRevisionFragment = {
  id: '31',
  eventRequestId: '7',
  number: 2,
  status: 'SENT',
  statusLabel: 'envoyée',
  lines: [{ kind: 'equipment', description: 'Bac roulant 360 L', quantity: 4, days: 3, unitPriceFormatted: '10,00 $', amountFormatted: '120,00 $' }],
  discountLabel: '',
  discountCents: 0,
  discountFormatted: '0,00 $',
  subtotalFormatted: '120,00 $',
  gstFormatted: '6,00 $',
  qstFormatted: '11,97 $',
  totalFormatted: '137,97 $',
  note: 'Livraison la veille.',
  validUntil: '2026-12-21',
  sentAt: '2026-11-21T15:00:00.000Z',
  answeredAt: null,
  acceptedName: null,
  termsVersion: null,
  declineReason: null,
  isLatest: true,
  pdfPath: '/client-files/soumission-31.pdf',
};

const REQUEST = {
  kind: 'event',
  id: '7',
  reference: 'EV-2026-000007',
  title: 'Événement : Festival',
  statusLabel: 'Soumission envoyée (révision 2)',
  createdAt: '2026-11-20T15:00:00.000Z',
  nextAction: 'Répondre à la soumission (accepter, refuser ou demander un changement)',
  timeline: [{ at: '2026-11-20T15:00:00.000Z', kind: 'received', label: 'Demande reçue', actor: 'client', actorName: null, message: null }],
  quote: { id: '31', number: 2, status: 'SENT', statusLabel: 'envoyée', totalFormatted: '137,97 $', validUntil: '2026-12-21' },
  pickup: null,
};

function signedIn() {
  server.use(
    graphql.query('ClientProfile', () => HttpResponse.json({ data: { clientProfile: PROFILE } })),
    graphql.query('ClientRequests', () => HttpResponse.json({ data: { clientRequests: [REQUEST] } })),
  );
}

describe('Client portal', () => {
  it('signed out: asks for a link by e-mail and gives the same answer whoever asks', async () => {
    const asked: string[] = [];
    server.use(
      graphql.query('ClientProfile', unauthenticated),
      graphql.mutation('RequestClientAccessLink', ({ variables }) => {
        asked.push(variables['email'] as string);
        return HttpResponse.json({ data: { requestClientAccessLink: true } });
      }),
    );
    const { user } = renderApp({ route: '/client' });
    const email = await screen.findByLabelText(/Adresse courriel/, {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Recevoir mon lien' }));
    expect(await screen.findByText(PORTAL_MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.type(email, 'alice@festival.ca');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon lien' }));
    expect(await screen.findByText(PORTAL_MESSAGES.linkRequested)).toBeInTheDocument();
    expect(asked).toEqual(['alice@festival.ca']);
  });

  it('shows the throttling message', async () => {
    server.use(
      graphql.query('ClientProfile', unauthenticated),
      graphql.mutation('RequestClientAccessLink', () => graphQLError(ErrorCode.RATE_LIMITED, PORTAL_MESSAGES.tooManyRequests)),
    );
    const { user } = renderApp({ route: '/client' });
    await user.type(await screen.findByLabelText(/Adresse courriel/, {}, { timeout: 5000 }), 'alice@festival.ca');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PORTAL_MESSAGES.tooManyRequests);
  });

  it.each([
    ['EXPIRED', 'Ce lien a expiré', PORTAL_MESSAGES.linkExpired],
    ['USED', 'Ce lien a déjà servi', PORTAL_MESSAGES.linkUsed],
    ['INVALID', 'Ce lien n’est pas valide', PORTAL_MESSAGES.linkInvalid],
  ])('a %s link gets its own French page with a button to get a new link (opened once)', async (status, title, text) => {
    let openings = 0;
    server.use(
      graphql.query('ClientProfile', unauthenticated),
      graphql.mutation('OpenClientAccessLink', () => {
        openings += 1;
        return HttpResponse.json({ data: { openClientAccessLink: { status, email: null } } });
      }),
    );
    renderApp({ route: '/client/connexion#jeton=abcdefghijklmnopqrstuvwxyz012345' });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: PORTAL_MESSAGES.getNewLink })).toHaveAttribute('href', '/client');
    expect(openings).toBe(1);
  });

  it('a link without a token is invalid without asking the server', async () => {
    server.use(graphql.query('ClientProfile', unauthenticated));
    renderApp({ route: '/client/connexion' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce lien n’est pas valide' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a valid link signs in and shows the requests with reference, status, next action', async () => {
    let signed = false;
    server.use(
      graphql.query('ClientProfile', () => (signed ? HttpResponse.json({ data: { clientProfile: PROFILE } }) : unauthenticated())),
      graphql.mutation('OpenClientAccessLink', () => {
        signed = true;
        return HttpResponse.json({ data: { openClientAccessLink: { status: 'OK', email: PROFILE.email } } });
      }),
      graphql.query('ClientRequests', () => HttpResponse.json({ data: { clientRequests: [REQUEST] } })),
    );
    const { router } = renderApp({ route: '/client/connexion#jeton=abcdefghijklmnopqrstuvwxyz012345' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Événement : Festival' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client');
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Référence : EV-2026-000007');
    expect(card).toHaveTextContent('Soumission envoyée (révision 2)');
    expect(card).toHaveTextContent(REQUEST.nextAction);
    expect(within(card).getByRole('link', { name: /Voir la soumission \(révision 2/ })).toHaveAttribute('href', '/client/soumission/7');
    expect(screen.getByRole('navigation', { name: 'Mon espace client' })).toBeInTheDocument();
  });

  it('« Me déconnecter » shows the sign-in page as soon as the server has ended the session, and Back shows no section to it', async () => {
    let signedOut = false;
    // The session read again after the sign-out answers only when the test lets it: the page must not wait for it.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('ClientProfile', async () => {
        if (!signedOut) return HttpResponse.json({ data: { clientProfile: PROFILE } });
        await held;
        return unauthenticated();
      }),
      graphql.query('ClientRequests', () => HttpResponse.json({ data: { clientRequests: [REQUEST] } })),
      graphql.query('ClientInvoices', () => HttpResponse.json({ data: { clientInvoices: { edges: [] } } })),
      graphql.mutation('ClientSignOut', () => {
        signedOut = true;
        return HttpResponse.json({ data: { clientSignOut: true } });
      }),
    );
    try {
      const { user, router } = renderApp({ route: '/client' });
      await screen.findByRole('heading', { level: 3, name: 'Événement : Festival' }, { timeout: 5000 });
      await user.click(screen.getByRole('link', { name: 'Factures' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/client/factures'));
      await user.click(screen.getByRole('button', { name: 'Me déconnecter' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Recevoir un lien de connexion' })).toBeInTheDocument();
      expect(screen.queryByText(PROFILE.email)).not.toBeInTheDocument();
      // Back, at once: the section before is not shown to a session that no longer is.
      await act(() => router.navigate(-1));
      expect(router.state.location.pathname).toBe('/client');
      expect(screen.getByRole('heading', { level: 2, name: 'Recevoir un lien de connexion' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Mon espace client' })).not.toBeInTheDocument();
      expect(screen.queryByText(PROFILE.email)).not.toBeInTheDocument();
    } finally {
      answer();
    }
  });

  it('a session ended elsewhere (every device signed out, expired) shows the sign-in page at the next section, not the layout around an error', async () => {
    let ended = false;
    server.use(
      graphql.query('ClientProfile', () => (ended ? unauthenticated() : HttpResponse.json({ data: { clientProfile: PROFILE } }))),
      graphql.query('ClientRequests', () => HttpResponse.json({ data: { clientRequests: [REQUEST] } })),
      graphql.query('ClientInvoices', () => (ended ? unauthenticated() : HttpResponse.json({ data: { clientInvoices: { edges: [] } } }))),
    );
    const { user } = renderApp({ route: '/client' });
    await screen.findByRole('heading', { level: 3, name: 'Événement : Festival' }, { timeout: 5000 });
    // « Me déconnecter de tous les appareils » on another device.
    ended = true;
    await user.click(screen.getByRole('link', { name: 'Factures' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Recevoir un lien de connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mon espace client' })).not.toBeInTheDocument();
    expect(screen.queryByText(PROFILE.email)).not.toBeInTheDocument();
  });

  it('shows a pickup proposal with its tax-included estimate and sends the acceptance', async () => {
    const accepted: unknown[] = [];
    const pickup = {
      ...REQUEST,
      kind: 'pickup',
      id: '12',
      reference: 'RM-12',
      title: 'Ramassage : 1250 rue Royale',
      quote: null,
      pickup: { estimateFormatted: '149,50 $', scheduledDate: '2026-12-01', scheduledSlot: '13:00-15:00', awaitingAnswer: true },
    };
    server.use(
      graphql.query('ClientProfile', () => HttpResponse.json({ data: { clientProfile: PROFILE } })),
      graphql.query('ClientRequests', () => HttpResponse.json({ data: { clientRequests: [pickup] } })),
      graphql.mutation('AcceptPickupProposal', ({ variables }) => {
        accepted.push(variables);
        return HttpResponse.json({ data: { acceptPickupProposal: true } });
      }),
    );
    const { user } = renderApp({ route: '/client' });
    const card = await screen.findByRole('article', {}, { timeout: 5000 });
    // The amount staff enter is tax-included (the invoice is drawn from it): the portal says so, as the e-mail does.
    expect(within(card).getByText('Estimation : 149,50 $ (taxes incluses)')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'J’accepte l’estimation et la plage' }));
    expect(await within(card).findByText('Merci ! Votre acceptation a été transmise à notre équipe.')).toBeInTheDocument();
    expect(accepted).toEqual([{ pickupRequestId: '12' }]);
  });

  it('accepts a quote with the typed name and the terms version, after checking both', async () => {
    signedIn();
    const accepted: unknown[] = [];
    let revision = REVISION;
    server.use(
      graphql.query('ClientQuote', () => HttpResponse.json({ data: { clientQuoteRevisions: [revision], clientRequests: [REQUEST] } })),
      graphql.mutation('AcceptQuote', ({ variables }) => {
        accepted.push(variables['input']);
        revision = { ...REVISION, status: 'ACCEPTED', statusLabel: 'acceptée', acceptedName: 'Alice Tremblay', termsVersion: CLIENT_TERMS_VERSION, answeredAt: '2026-11-21T16:00:00.000Z' };
        return HttpResponse.json({ data: { acceptQuote: revision } });
      }),
    );
    const { user } = renderApp({ route: '/client/soumission/7' });
    expect(await screen.findByRole('heading', { name: /Révision 2 — envoyée/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('137,97 $')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le PDF de la révision 2' })).toHaveAttribute('href', '/client-files/soumission-31.pdf');
    await user.click(screen.getByRole('button', { name: 'J’accepte la soumission' }));
    expect(await screen.findByText(PORTAL_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PORTAL_MESSAGES.termsRequired)).toBeInTheDocument();
    expect(accepted).toEqual([]);
    await user.type(screen.getByLabelText(/Votre nom complet/), 'Alice Tremblay');
    await user.click(screen.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales/ }));
    await user.click(screen.getByRole('button', { name: 'J’accepte la soumission' }));
    await waitFor(() => expect(accepted).toEqual([{ revisionId: '31', fullName: 'Alice Tremblay', termsAccepted: true, termsVersion: CLIENT_TERMS_VERSION }]));
    expect(await screen.findByText(/Acceptée par Alice Tremblay/)).toBeInTheDocument();
  });

  it('shows the server’s refusal (stale revision, stock) with its French message', async () => {
    signedIn();
    server.use(
      graphql.query('ClientQuote', () => HttpResponse.json({ data: { clientQuoteRevisions: [REVISION], clientRequests: [REQUEST] } })),
      graphql.mutation('AcceptQuote', () => graphQLError(ErrorCode.INVALID_TRANSITION, 'Plus assez de bacs disponibles pour ces dates.')),
    );
    const { user } = renderApp({ route: '/client/soumission/7' });
    await user.type(await screen.findByLabelText(/Votre nom complet/, {}, { timeout: 5000 }), 'Alice Tremblay');
    await user.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    await user.click(screen.getByRole('button', { name: 'J’accepte la soumission' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plus assez de bacs disponibles pour ces dates.');
  });
});
