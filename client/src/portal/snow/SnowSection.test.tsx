import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { formatCad } from '@shared/pricing/money';
import { graphQLError } from '../../admin/testing/admin-fixtures';
import { browserNavigation } from '../../lib/browser-navigation';
import { server } from '../../testing/msw/server';
import { renderApp } from '../../testing/render';

const CONTRACT = {
  id: '12',
  reference: 'NEI-0000012',
  address: '100 rue des Forges, Trois-Rivières',
  seasonStart: '2026-11-15',
  seasonEnd: '2027-04-15',
  total: 45990,
  status: 'ACTIVE',
  refundCents: null,
  pdfPath: '/files/client/snow-contracts/12.pdf',
  visits: [],
};
const OFFER = { contractId: '12', address: CONTRACT.address, seasonStart: '2027-11-15', seasonEnd: '2028-04-15', subtotal: 40000, gst: 2000, qst: 3990, total: 45990 };

function signedIn(renewals: (typeof OFFER)[]) {
  server.use(
    graphql.query('ClientProfile', () => HttpResponse.json({ data: { clientProfile: { email: 'marie@example.ca', fullName: 'Marie', phone: '', address: '' } } })),
    graphql.query('ClientSnowContracts', () => HttpResponse.json({ data: { clientSnowContracts: [CONTRACT] } })),
    graphql.query('ClientSnowRenewals', () => HttpResponse.json({ data: { clientSnowRenewals: renewals } })),
  );
}

describe('portal snow section: renewal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the next season and its price with both taxes, and the button starts the checkout of that contract', async () => {
    signedIn([OFFER]);
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('RenewClientSnowContract', ({ variables }) => {
        asked.push(variables['id']);
        return HttpResponse.json({ data: { renewClientSnowContract: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } } });
      }),
    );
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp({ route: '/client/deneigement' });
    const button = await screen.findByRole('button', { name: 'Renouveler pour la saison 2027-2028' }, { timeout: 5000 });
    const price = screen.getByTestId('portal-renewal-12');
    expect(price).toHaveTextContent('Du 15 novembre 2027 au 15 avril 2028');
    expect(price.textContent).toContain(`${formatCad(40000)} + TPS ${formatCad(2000)} + TVQ ${formatCad(3990)} = ${formatCad(45990)}`);
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(asked).toEqual(['12']);
  });

  it('no offer (already renewed): no button', async () => {
    signedIn([]);
    renderApp({ route: '/client/deneigement' });
    expect(await screen.findByText('Contrat NEI-0000012', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renouveler/ })).toBeNull();
  });

  it('a refused renewal shows the French error and does not leave the page', async () => {
    signedIn([OFFER]);
    server.use(graphql.mutation('RenewClientSnowContract', () => graphQLError(ErrorCode.NOT_FOUND, 'Contrat introuvable.')));
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp({ route: '/client/deneigement' });
    await user.click(await screen.findByRole('button', { name: 'Renouveler pour la saison 2027-2028' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Contrat introuvable.');
    expect(assign).not.toHaveBeenCalled();
  });
});
