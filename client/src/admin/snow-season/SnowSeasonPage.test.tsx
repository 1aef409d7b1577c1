import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

// The live dispatch board's WebSocket: no server here, the page falls back to polling.
jest.mock('graphql-ws', () => ({ createClient: () => ({ subscribe: () => () => undefined, dispose: async () => undefined }) }));

const LAZY_PAGE_MS = 5000;
const CONTRACT = {
  __typename: 'SnowContract',
  id: '4',
  reference: 'SN-2026-000004',
  email: 'marie@example.ca',
  customerName: 'Marie Tremblay',
  address: '1250 rue Royale',
  seasonStart: '2026-11-15',
  seasonEnd: '2027-04-15',
  triggerCm: 5,
  total: 45_000,
  status: 'ACTIVE',
  refundCents: null as number | null,
  canceledAt: null as string | null,
};
const emptyBoard = { data: { snowBoard: { __typename: 'SnowBoard', snowfall: null, routes: [] }, snowfalls: [], snowEmployees: [] } };

describe('SnowSeasonPage (board and contracts through QueryView, confirmations through ConfirmDialog)', () => {
  it('shows the board’s load error with Réessayer, then says no snowfall is declared; lists the contracts', async () => {
    let boardCalls = 0;
    server.use(
      graphql.query('SnowBoard', () => {
        boardCalls += 1;
        return boardCalls === 1 ? httpAnswer(502, '<html>Bad gateway</html>', 'text/html') : HttpResponse.json(emptyBoard);
      }),
      graphql.query('SnowContracts', () => HttpResponse.json({ data: { snowContracts: [CONTRACT] } })),
    );
    signIn(Role.MANAGER);
    const { user } = renderAdmin('/admin/saison-neige');
    const board = await screen.findByRole('region', { name: 'Tableau de répartition' }, { timeout: LAZY_PAGE_MS });
    expect(await within(board).findByRole('alert')).toHaveTextContent('Impossible de charger la saison.');
    await user.click(within(board).getByRole('button', { name: 'Réessayer' }));
    expect(await within(board).findByText('Aucune chute déclarée.')).toHaveClass('admin-empty');
    const contracts = screen.getByRole('region', { name: 'Contrats de la saison' });
    const row = (await within(contracts).findByRole('rowheader', { name: 'SN-2026-000004' })).closest('tr')!;
    expect(within(row).getByText('Marie Tremblay (marie@example.ca)')).toHaveAttribute('data-label', 'Client');
    expect(screen.queryByRole('region', { name: 'Offre de renouvellement' })).not.toBeInTheDocument();
  });

  it('cancels a contract after showing the server’s refund, and says it; the preview’s load error has Réessayer', async () => {
    const cancels: unknown[] = [];
    let previews = 0;
    let contracts = [CONTRACT];
    server.use(
      graphql.query('SnowBoard', () => HttpResponse.json(emptyBoard)),
      graphql.query('SnowContracts', () => HttpResponse.json({ data: { snowContracts: contracts } })),
      graphql.query('SnowContractCancellation', () => {
        previews += 1;
        if (previews === 1) return httpAnswer(502, '<html>Bad gateway</html>', 'text/html');
        return HttpResponse.json({ data: { snowContractCancellation: { __typename: 'SnowContractCancellation', contractId: '4', refundCents: 30_000, totalCents: 45_000, rule: 'Au prorata des mois restants.' } } });
      }),
      graphql.mutation('CancelSnowContract', ({ variables }) => {
        cancels.push(variables);
        contracts = [{ ...CONTRACT, status: 'CANCELED', refundCents: 30_000, canceledAt: '2026-11-28T15:00:00.000Z' }];
        return HttpResponse.json({ data: { cancelSnowContract: { __typename: 'SnowContract', id: '4', status: 'CANCELED', refundCents: 30_000, canceledAt: '2026-11-28T15:00:00.000Z' } } });
      }),
    );
    signIn(Role.MANAGER);
    const { user } = renderAdmin('/admin/saison-neige');
    await user.click(await screen.findByRole('button', { name: 'Annuler le contrat' }, { timeout: LAZY_PAGE_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le contrat SN-2026-000004' });
    await user.click(await within(dialog).findByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByTestId('refund-preview')).toHaveTextContent('300,00');
    expect(within(dialog).getByText('Au prorata des mois restants.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancels).toEqual([{ input: { contractId: '4', expectedRefundCents: 30_000 } }]);
    expect(await screen.findByText(/Contrat annulé ; remboursement dû : 300,00/)).toBeInTheDocument();
  });

  it('lets an ADMIN see whom the renewal offer would reach; with nobody, only « Ne pas envoyer » is offered and Escape closes', async () => {
    server.use(
      graphql.query('SnowBoard', () => HttpResponse.json(emptyBoard)),
      graphql.query('SnowContracts', () => HttpResponse.json({ data: { snowContracts: [] } })),
      graphql.query('SnowRenewalOfferReach', () => HttpResponse.json({ data: { snowRenewalOfferReach: { __typename: 'SnowRenewalOfferReach', emails: 0, customers: 0 } } })),
    );
    signIn(Role.ADMIN);
    const { user } = renderAdmin('/admin/saison-neige');
    expect(await screen.findByText('Aucun contrat.', {}, { timeout: LAZY_PAGE_MS })).toHaveClass('admin-empty');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’offre de renouvellement…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer l’offre de renouvellement' });
    expect(await within(dialog).findByTestId('renewal-reach')).toHaveTextContent('Personne à joindre pour l’instant');
    expect(within(dialog).queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ne pas envoyer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
