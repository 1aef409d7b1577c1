import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse, ws } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render';
import { createAdminI18n } from '../i18n/i18n';
import { renderAdmin, serveQuietDashboard, signIn } from '../testing/admin-fixtures';
import { RenewalOfferPanel } from './RenewalOfferPanel';

/** The server's answers: the reach it counts, and each send recorded. */
function serveRenewal(reach: { emails: number; customers: number }, queued = reach.emails) {
  const calls = { reach: 0, send: 0 };
  server.use(
    graphql.query('SnowRenewalOfferReach', () => {
      calls.reach += 1;
      return HttpResponse.json({ data: { snowRenewalOfferReach: { __typename: 'SnowRenewalOfferReach', ...reach } } });
    }),
    graphql.mutation('SendSnowRenewalOffer', () => {
      calls.send += 1;
      return HttpResponse.json({ data: { sendSnowRenewalOffer: queued } });
    }),
  );
  return calls;
}

const renderPanel = (language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <I18nextProvider i18n={createAdminI18n(language)}>
      <RenewalOfferPanel />
    </I18nextProvider>,
  );

describe('RenewalOfferPanel (issue #28)', () => {
  it('first shows how many customers the offer will reach, sends only after the confirmation, then says how many e-mails were queued', async () => {
    const calls = serveRenewal({ emails: 3, customers: 2 });
    const { user } = renderPanel();
    expect(calls.reach).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Envoyer l’offre de renouvellement…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer l’offre de renouvellement' });
    expect(await within(dialog).findByText('Elle ira à 2 clients (3 courriels).')).toBeInTheDocument();
    expect(calls.send).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Offre envoyée : 3 courriels mis en file.');
    expect(calls.send).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nobody is to reach and offers no send button when the count is 0; « Ne pas envoyer » sends nothing', async () => {
    const calls = serveRenewal({ emails: 0, customers: 0 });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Envoyer l’offre de renouvellement…' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('renewal-reach')).toHaveTextContent(/^Personne à joindre pour l’instant/);
    expect(within(dialog).queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ne pas envoyer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.send).toBe(0);
  });

  it('counts in English in English', async () => {
    serveRenewal({ emails: 1, customers: 1 });
    const { user } = renderPanel('en');
    await user.click(screen.getByRole('button', { name: 'Send the renewal offer…' }));
    expect(await screen.findByText('It will go to 1 customer (1 e-mail).')).toBeInTheDocument();
  });

  it('is on the snow season page for ADMIN and up only', async () => {
    serveQuietDashboard();
    server.use(
      graphql.query('SnowBoard', () => HttpResponse.json({ data: { snowBoard: { snowfall: null, routes: [] }, snowfalls: [], snowEmployees: [] } })),
      graphql.query('SnowContracts', () => HttpResponse.json({ data: { snowContracts: [] } })),
      ws.link('ws://localhost/graphql').addEventListener('connection', () => undefined),
    );
    signIn(Role.MANAGER);
    const manager = renderAdmin('/admin/saison-neige');
    expect(await screen.findByRole('heading', { level: 2, name: 'Contrats de la saison' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offre de renouvellement' })).not.toBeInTheDocument();
    manager.unmount();
    signIn(Role.ADMIN);
    renderAdmin('/admin/saison-neige');
    expect(await screen.findByRole('heading', { level: 2, name: 'Offre de renouvellement' })).toBeInTheDocument();
  });
});
