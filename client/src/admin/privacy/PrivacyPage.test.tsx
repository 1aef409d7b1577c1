import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

const REQUEST = {
  __typename: 'PrivacyRequest',
  id: '1',
  email: 'marie@example.ca',
  kind: 'DELETION',
  details: 'Effacez mes données.',
  channel: 'téléphone',
  receivedAt: '2026-10-01T15:00:00.000Z',
  dueAt: '2026-10-31T15:00:00.000Z',
  status: 'OPEN',
  completedAt: null,
  outcome: null,
};

describe('PrivacyPage', () => {
  it('lists the requests with their deadline (overdue flagged), records one, and gives the export link', async () => {
    const recorded: unknown[] = [];
    server.use(
      graphql.query('AdminPrivacy', () => HttpResponse.json({ data: { privacyRequests: [REQUEST], privacyIncidents: [] } })),
      graphql.mutation('AdminRecordPrivacyRequest', ({ variables }) => {
        recorded.push(variables);
        return HttpResponse.json({ data: { recordPrivacyRequest: { ...REQUEST, id: '2', kind: 'ACCESS', email: 'jean@example.ca' } } });
      }),
      graphql.mutation('AdminCreatePrivacyExportLink', () =>
        HttpResponse.json({ data: { createPrivacyExportLink: { __typename: 'SignedLink', url: 'https://services.example.ca/confidentialite/mes-donnees?x=1', expiresAt: '2026-11-28T15:00:00.000Z' } } }),
      ),
    );
    signIn(Role.ADMIN);
    renderAdmin('/admin/confidentialite');
    const row = (await screen.findByRole('rowheader', { name: 'marie@example.ca' })).closest('tr')!;
    expect(within(row).getByText(/En retard/)).toBeInTheDocument();
    expect(within(row).getByText('Suppression')).toBeInTheDocument();
    expect(screen.getByText('Aucun incident consigné.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Créer le lien de téléchargement des données de marie@example.ca' }));
    expect(await screen.findByText(/Lien valide 7 jours, à transmettre à la personne : https:\/\/services\.example\.ca\/confidentialite\/mes-donnees/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Consigner une demande reçue' });
    await user.type(within(form).getByLabelText(/Courriel de la personne/), 'jean@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Consigner' }));
    await screen.findByText('Enregistré.');
    expect(recorded).toEqual([{ input: { email: 'jean@example.ca', kind: 'ACCESS', details: '', channel: 'téléphone' } }]);
  });
  it('says it is loading, then that the registers could not be loaded, and loads them on Réessayer', async () => {
    let calls = 0;
    server.use(
      graphql.query('AdminPrivacy', () => {
        calls += 1;
        if (calls === 1) return httpAnswer(502, '<html>Bad gateway</html>', 'text/html');
        return HttpResponse.json({ data: { privacyRequests: [], privacyIncidents: [] } });
      }),
    );
    signIn(Role.ADMIN);
    const { user } = renderAdmin('/admin/confidentialite');
    expect(await screen.findByText('Chargement…')).toHaveAttribute('role', 'status');
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune demande.')).toBeInTheDocument();
    expect(screen.getByText('Aucun incident consigné.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
