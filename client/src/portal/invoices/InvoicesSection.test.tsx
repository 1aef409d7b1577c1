import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { renderApp } from '../../testing/render';

const PROFILE = { email: 'alice@festival.ca', fullName: 'Alice Tremblay', phone: '819 555-0000', address: '1 rue Neuve' };
const node = (number: string, overrides: Record<string, unknown> = {}) => ({
  id: number,
  number,
  kind: 'DEPOSIT',
  status: 'ISSUED',
  issuedAt: '2026-11-21T15:00:00.000Z',
  dueDate: '2026-11-21',
  totalCents: 53_463,
  balanceCents: 53_463,
  terms: 'payable à la réception',
  ...overrides,
});

describe('Portal › Factures', () => {
  it('lists the client’s invoices with their balance and PDF; "Payer maintenant" opens the checkout of that invoice', async () => {
    const paid: unknown[] = [];
    const completed: unknown[] = [];
    server.use(
      graphql.query('ClientProfile', () => HttpResponse.json({ data: { clientProfile: PROFILE } })),
      graphql.query('ClientInvoices', () =>
        HttpResponse.json({ data: { clientInvoices: { edges: [{ node: node('F-2026-000002') }, { node: node('F-2026-000001', { kind: 'SNOW', status: 'PAID', balanceCents: 0, totalCents: 9198 }) }] } } }),
      ),
      graphql.mutation('PayClientInvoice', ({ variables }) => {
        paid.push(variables['number']);
        return HttpResponse.json({ data: { payClientInvoice: { url: '/paiement-demo/facture/jeton', amountCents: 53_463 } } });
      }),
      graphql.query('InvoiceDemoCheckout', () => HttpResponse.json({ data: { invoiceDemoCheckout: { number: 'F-2026-000002', amountCents: 53_463, completed: false } } })),
      graphql.mutation('CompleteInvoiceDemoPayment', ({ variables }) => {
        completed.push(variables['token']);
        return HttpResponse.json({ data: { completeInvoiceDemoPayment: { number: 'F-2026-000002', amountCents: 53_463, completed: true } } });
      }),
    );
    {
      const { user } = renderApp({ route: '/client/factures' });
      const heading = await screen.findByRole('heading', { level: 2, name: 'Factures' }, { timeout: 5000 });
      const section = heading.closest('section')!;
      const cards = await within(section).findAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent(/Dépôt F-2026-000002 — À payer/);
      expect(cards[0]).toHaveTextContent(/Solde à payer : 534,63\s\$/);
      expect(within(cards[0]!).getByRole('link', { name: 'Télécharger la facture F-2026-000002 en PDF' })).toHaveAttribute('href', '/invoices/facture-F-2026-000002.pdf');
      expect(within(cards[1]!).queryByRole('button')).toBeNull();
      await user.click(within(cards[0]!).getByRole('button', { name: 'Payer maintenant la facture F-2026-000002' }));
      expect(paid).toEqual(['F-2026-000002']);
      // The demo checkout of the invoice (no Stripe key): the amount, then "Payer".
      await screen.findByRole('heading', { level: 1, name: 'Paiement de démonstration' }, { timeout: 5000 });
      expect(await screen.findByText(/Facture F-2026-000002 : 534,63\s\$/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Payer' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Paiement reçu. La facture F-2026-000002 a été mise à jour.');
      await waitFor(() => expect(completed).toEqual(['jeton']));
    }
  });
});
