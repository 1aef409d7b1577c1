import { render, screen } from '@testing-library/react';
import { allowConsoleErrors } from '../testing/console-guard';
import { renderWithProviders } from '../testing/render';
import { ErrorScreen, RouteErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows the title and the error text', () => {
    render(<ErrorScreen error={new Error('La base de données ne répond pas.')} standalone />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('La base de données ne répond pas.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('is the router’s error element when a route fails to load', async () => {
    renderWithProviders(<p>Accueil</p>, {
      route: '/panne',
      path: '/',
      routes: [
        {
          path: '/panne',
          loader: () => {
            throw new Error('Chargement impossible.');
          },
          element: <p>Jamais affiché</p>,
          errorElement: <RouteErrorScreen standalone />,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Chargement impossible.')).toBeInTheDocument();
  });

  it('catches an error thrown while rendering a page', async () => {
    const logged = allowConsoleErrors();
    function BrokenPage(): never {
      throw new Error('Rendu impossible.');
    }
    renderWithProviders(<p>Accueil</p>, {
      route: '/casse',
      path: '/',
      routes: [{ path: '/casse', Component: BrokenPage, errorElement: <RouteErrorScreen standalone /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Rendu impossible.')).toBeInTheDocument();
    // React reports errors caught by a boundary; the screen is what the visitor sees.
    expect(logged).toHaveBeenCalled();
  });

  it('shows the status of a thrown response', async () => {
    renderWithProviders(<p>Accueil</p>, {
      route: '/reservee',
      path: '/',
      routes: [
        {
          path: '/reservee',
          loader: () => {
            throw new Response('Accès refusé', { status: 403 });
          },
          element: <p>Jamais affiché</p>,
          errorElement: <RouteErrorScreen />,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('403 Accès refusé')).toBeInTheDocument();
  });
});
