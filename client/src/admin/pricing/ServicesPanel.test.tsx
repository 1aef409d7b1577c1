import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { CreateServiceMutationVariables, UpdateServiceMutationVariables, UpdateServicePriceMutationVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { connectionOf, graphQLError, httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';
import { listedService, serveInventory, serveServices, type ListedService } from '../testing/ops-fixtures';
import { priceToCents } from './ServicesPanel';

const SERVICES: ListedService[] = [
  listedService('1', { label: 'Déneigement ponctuel', name: 'snow.oneShot.base', price: 8000 }),
  listedService('2', { label: 'Abrasif', name: 'snow.abrasif', category: 'EXTRA', price: 1500 }),
];

async function renderPricing(role: Role = Role.ADMIN) {
  signIn(role);
  const result = renderAdmin('/admin/tarification');
  await screen.findByRole('heading', { level: 1, name: 'Administration' });
  return result;
}
const servicesSection = () => screen.getByRole('region', { name: 'Services et prix' });

describe('priceToCents', () => {
  it.each([
    ['80', 8000],
    ['12,34', 1234],
    ['-5', 0],
    ['', null],
    ['abc', null],
  ])('%s → %s', (value, cents) => expect(priceToCents(value)).toBe(cents));
});

describe('ServicesPanel', () => {
  beforeEach(() => {
    server.use(graphql.query('AdminUsers', () => HttpResponse.json({ data: { usersConnection: connectionOf('User', []) } })));
    serveInventory();
  });

  it('lists the services in dollars, edits a price and sends it in cents (view → editing → saved)', async () => {
    serveServices(SERVICES);
    const sent: UpdateServicePriceMutationVariables[] = [];
    server.use(
      graphql.mutation('UpdateServicePrice', ({ variables }) => {
        const vars = variables as UpdateServicePriceMutationVariables;
        sent.push(vars);
        return HttpResponse.json({ data: { updateServicePrice: { ...SERVICES[0]!, price: vars.input.price } } });
      }),
    );
    const { user } = await renderPricing();
    const section = servicesSection();
    const row = await within(section).findByRole('row', { name: /Déneigement ponctuel/ });
    expect(within(row).getByText('80,00 $')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Modifier le prix de Déneigement ponctuel' }));
    const input = within(row).getByLabelText('Prix de Déneigement ponctuel ($)');
    expect(input).toHaveAttribute('step', '0.01');
    await user.clear(input);
    await user.type(input, '92.5');
    await user.click(within(row).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(row).findByText(/Enregistré/)).toBeInTheDocument();
    expect(within(row).getByText('92,50 $')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: '1', price: 9250 } }]);
  });

  it('stays editing with “Échec de l’enregistrement du prix.” when the save fails', async () => {
    serveServices(SERVICES);
    server.use(graphql.mutation('UpdateServicePrice', () => httpAnswer(502, 'Bad gateway')));
    const { user } = await renderPricing();
    const row = await within(servicesSection()).findByRole('row', { name: /Abrasif/ });
    await user.click(within(row).getByRole('button', { name: /Modifier/ }));
    await user.click(within(row).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(row).getByText("Échec de l'enregistrement du prix.")).toBeInTheDocument());
    expect(within(row).getByLabelText('Prix de Abrasif ($)')).toBeInTheDocument();
  });

  it('adds a service: requires name, label and price > 0, category base by default, price in cents', async () => {
    serveServices(SERVICES);
    const sent: CreateServiceMutationVariables[] = [];
    server.use(
      graphql.mutation('CreateService', ({ variables }) => {
        const vars = variables as CreateServiceMutationVariables;
        sent.push(vars);
        return HttpResponse.json({ data: { createService: listedService('3', { ...vars.input, unit: 'FLAT', category: 'BASE' }) } });
      }),
    );
    const { user } = await renderPricing();
    const section = servicesSection();
    await within(section).findByRole('table');
    await user.click(within(section).getByRole('button', { name: 'Ajouter' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Remplis nom, libellé et prix (> 0).');
    await user.type(within(section).getByLabelText('Nom'), ' event.tente ');
    await user.type(within(section).getByLabelText('Libellé'), 'Tente 10 × 10');
    expect(within(section).getByLabelText('Catégorie')).toHaveValue('BASE');
    await user.type(within(section).getByLabelText('Prix ($)'), '0');
    await user.click(within(section).getByRole('button', { name: 'Ajouter' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Remplis nom, libellé et prix (> 0).');
    await user.clear(within(section).getByLabelText('Prix ($)'));
    await user.type(within(section).getByLabelText('Prix ($)'), '120');
    await user.click(within(section).getByRole('button', { name: 'Ajouter' }));
    expect(await within(section).findByText('Service ajouté : Tente 10 × 10.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'event.tente', label: 'Tente 10 × 10', category: 'BASE', unit: 'FLAT', price: 12000 } }]);
  });

  it('sets the unit of a new row (« par jour ») and withdraws a row from the public forms or offers it again (issue #28)', async () => {
    const tent = listedService('3', { name: 'event.tente10x10', label: 'Tente 10 × 10 pi', category: 'EXTRA', unit: 'UNIT_DAY', price: 15000 });
    serveServices([...SERVICES, tent]);
    const created: CreateServiceMutationVariables[] = [];
    const updated: UpdateServiceMutationVariables[] = [];
    server.use(
      graphql.mutation('CreateService', ({ variables }) => {
        const vars = variables as CreateServiceMutationVariables;
        created.push(vars);
        return HttpResponse.json({ data: { createService: listedService('4', { ...vars.input, unit: vars.input.unit ?? 'FLAT', category: 'EXTRA' }) } });
      }),
      graphql.mutation('UpdateService', ({ variables }) => {
        const vars = variables as UpdateServiceMutationVariables;
        updated.push(vars);
        return HttpResponse.json({ data: { updateService: { ...tent, active: vars.input.active ?? true } } });
      }),
    );
    const { user } = await renderPricing();
    const section = servicesSection();
    const row = await within(section).findByRole('row', { name: /Tente 10 × 10 pi/ });
    expect(within(row).getByText('par jour')).toBeInTheDocument();
    expect(within(row).getByText('Offert')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retirer Tente 10 × 10 pi des formulaires publics' }));
    expect(await within(row).findByText('Retiré')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Offrir Tente 10 × 10 pi sur les formulaires publics' })).toBeInTheDocument();
    expect(updated).toEqual([{ input: { id: '3', active: false } }]);

    await user.type(within(section).getByLabelText('Nom'), 'event.animation');
    await user.type(within(section).getByLabelText('Libellé'), 'Animation');
    expect(within(section).getByRole('option', { name: 'par article' })).toBeInTheDocument();
    await user.selectOptions(within(section).getByLabelText('Unité'), 'par heure');
    await user.type(within(section).getByLabelText('Prix ($)'), '50');
    await user.click(within(section).getByRole('button', { name: 'Ajouter' }));
    expect(await within(section).findByText('Service ajouté : Animation.')).toBeInTheDocument();
    expect(created).toEqual([{ input: { name: 'event.animation', label: 'Animation', category: 'BASE', unit: 'HOUR', price: 5000 } }]);
  });

  it('shows the server’s refusal of a new service', async () => {
    serveServices(SERVICES);
    server.use(graphql.mutation('CreateService', () => graphQLError(ErrorCode.BAD_USER_INPUT, 'Ce nom interne existe déjà.')));
    const { user } = await renderPricing();
    const section = servicesSection();
    await within(section).findByRole('table');
    await user.type(within(section).getByLabelText('Nom'), 'snow.abrasif');
    await user.type(within(section).getByLabelText('Libellé'), 'Abrasif');
    await user.type(within(section).getByLabelText('Prix ($)'), '15');
    await user.click(within(section).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('Ce nom interne existe déjà.'));
  });

  it('says “Aucun service enregistré” and “Impossible de charger les services.”', async () => {
    serveServices([]);
    const { unmount } = await renderPricing();
    expect(await within(servicesSection()).findByText('Aucun service enregistré')).toBeInTheDocument();
    unmount();
    server.use(graphql.query('AdminServices', () => httpAnswer(500, 'oops')));
    await renderPricing();
    expect(await within(servicesSection()).findByRole('alert')).toHaveTextContent('Impossible de charger les services.');
  });

  it('shows prices read-only to a MANAGER', async () => {
    serveServices(SERVICES);
    await renderPricing(Role.MANAGER);
    await within(servicesSection()).findByRole('table');
    expect(within(servicesSection()).queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(within(servicesSection()).getByText('Seuls les administrateurs peuvent modifier les prix.')).toBeInTheDocument();
  });
});
