import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { connectionOf, httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';
import { serveInventory, serveServices } from '../testing/ops-fixtures';

async function renderInventory() {
  signIn(Role.ADMIN);
  const result = renderAdmin('/admin/tarification');
  return { ...result, section: await screen.findByRole('region', { name: 'Inventaire' }, { timeout: 5000 }) };
}

describe('InventoryPanel (its loading / error / empty states through QueryView)', () => {
  beforeEach(() => {
    server.use(graphql.query('AdminUsers', () => HttpResponse.json({ data: { usersConnection: connectionOf('User', []) } })));
    serveServices();
    serveInventory();
  });

  it('says when nothing is rented and when no stop is planned that day', async () => {
    const { section } = await renderInventory();
    expect(await within(section).findByText('Aucun article à louer dans la liste de prix.')).toHaveClass('admin-empty');
    expect(await within(section).findByText('Aucune livraison ni récupération ce jour-là.')).toHaveClass('admin-empty');
  });

  it('shows the stock’s load error with Réessayer, which loads it again', async () => {
    let calls = 0;
    server.use(
      graphql.query('EquipmentInventory', () => {
        calls += 1;
        return calls === 1 ? httpAnswer(502, '<html>Bad gateway</html>', 'text/html') : HttpResponse.json({ data: { equipmentInventory: [] } });
      }),
    );
    const { section, user } = await renderInventory();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Impossible de charger l’inventaire.');
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('Aucun article à louer dans la liste de prix.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('opens the run sheet on today’s date in Québec, not UTC’s (at 21:30 in Trois-Rivières UTC is already tomorrow)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T02:30:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
    try {
      const asked: unknown[] = [];
      server.use(
        graphql.query('RunSheet', ({ variables }) => {
          asked.push(variables['day']);
          return HttpResponse.json({ data: { runSheet: { __typename: 'RunSheet', day: variables['day'], load: [], stops: [] } } });
        }),
      );
      const { section } = await renderInventory();
      const runSheet = within(section).getByRole('region', { name: 'Feuille de route' });
      expect(await within(runSheet).findByText('Aucune livraison ni récupération ce jour-là.')).toBeInTheDocument();
      expect(within(runSheet).getByLabelText('Jour')).toHaveValue('2026-11-28');
      expect(asked).toEqual(['2026-11-28']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the run sheet’s load error with Réessayer', async () => {
    let calls = 0;
    server.use(
      graphql.query('RunSheet', ({ variables }) => {
        calls += 1;
        return calls === 1
          ? httpAnswer(502, '<html>Bad gateway</html>', 'text/html')
          : HttpResponse.json({ data: { runSheet: { __typename: 'RunSheet', day: variables['day'], load: [], stops: [] } } });
      }),
    );
    const { section, user } = await renderInventory();
    const runSheet = within(section).getByRole('region', { name: 'Feuille de route' });
    expect(await within(runSheet).findByRole('alert')).toHaveTextContent('Impossible de charger l’inventaire.');
    await user.click(within(runSheet).getByRole('button', { name: 'Réessayer' }));
    expect(await within(runSheet).findByText('Aucune livraison ni récupération ce jour-là.')).toBeInTheDocument();
  });
});
