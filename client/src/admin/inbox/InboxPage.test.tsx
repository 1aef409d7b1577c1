import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

const ITEM = {
  __typename: 'InboxItem',
  id: '5',
  kind: 'PICKUP_NEW',
  section: 'PICKUPS',
  title: 'Nouvelle demande de ramassage n° 12',
  link: '/admin/ramassage?id=12',
  dueAt: null,
  createdAt: '2026-11-21T15:00:00.000Z',
  assignedToId: null,
  handledAt: null,
  handledById: null,
};
const PRIVACY = { ...ITEM, id: '6', kind: 'PRIVACY_REQUEST', section: 'PRIVACY', title: 'Demande Loi 25 n° 3', link: '/admin/confidentialite', dueAt: '2026-10-01T15:00:00.000Z' };
const ASSIGNEES = [{ __typename: 'InboxAssignee', id: '9', label: 'Geneviève Gestion', role: 'MANAGER' }];

describe('InboxPage (« À traiter », issue #26)', () => {
  it('lists what needs a person with a link to its screen and an overdue deadline; handling and assigning go to the server, listing changes nothing', async () => {
    const calls: { op: string; variables: unknown }[] = [];
    let handled = false;
    server.use(
      graphql.query('AdminInboxItems', ({ variables }) => {
        calls.push({ op: 'list', variables });
        return HttpResponse.json({ data: { inboxItems: handled ? [PRIVACY] : [PRIVACY, ITEM], inboxAssignees: ASSIGNEES } });
      }),
      graphql.mutation('AdminHandleInboxItem', ({ variables }) => {
        calls.push({ op: 'handle', variables });
        handled = true;
        return HttpResponse.json({ data: { handleInboxItem: { ...ITEM, handledAt: '2026-11-21T16:00:00.000Z', handledById: '1' } } });
      }),
      graphql.mutation('AdminAssignInboxItem', ({ variables }) => {
        calls.push({ op: 'assign', variables });
        return HttpResponse.json({ data: { assignInboxItem: { ...ITEM, assignedToId: '9' } } });
      }),
    );
    signIn(Role.ADMIN);
    const { user } = renderAdmin('/admin/a-traiter');
    expect(await screen.findByText('Nouvelle demande de ramassage n° 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir « Nouvelle demande de ramassage n° 12 »' })).toHaveAttribute('href', '/admin/ramassage?id=12');
    expect(screen.getByText(/En retard/)).toBeInTheDocument();
    expect(calls.filter((c) => c.op !== 'list')).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Responsable de « Nouvelle demande de ramassage n° 12 »' }), 'Geneviève Gestion');
    await waitFor(() => expect(calls).toContainEqual({ op: 'assign', variables: { id: '5', userId: '9' } }));
    await user.click(screen.getByRole('button', { name: 'Marquer traité « Nouvelle demande de ramassage n° 12 »' }));
    await waitFor(() => expect(screen.queryByText('Nouvelle demande de ramassage n° 12')).not.toBeInTheDocument());
    expect(calls).toContainEqual({ op: 'handle', variables: { id: '5' } });
  });
  it('says when the list could not be loaded, loads it on Réessayer, and says when a tab is empty', async () => {
    let calls = 0;
    server.use(
      graphql.query('AdminInboxItems', () => {
        calls += 1;
        if (calls === 1) return httpAnswer(502, '<html>Bad gateway</html>', 'text/html');
        return HttpResponse.json({ data: { inboxItems: [], inboxAssignees: ASSIGNEES } });
      }),
    );
    signIn(Role.ADMIN);
    const { user } = renderAdmin('/admin/a-traiter');
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Rien à traiter.')).toHaveClass('admin-empty');
    await user.click(screen.getByRole('button', { name: 'Traités récemment' }));
    expect(await screen.findByText('Aucun élément traité récemment.')).toBeInTheDocument();
  });
});
