import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { allowConsoleErrors } from '../testing/console-guard';
import { renderWithProviders } from '../testing/render';
import { errorText, ErrorScreen } from './ErrorScreen';
import { lazyPage } from '../lib/lazy-page';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';

describe('ErrorScreen', () => {
  it('shows the title and the error text', () => {
    render(<ErrorScreen error={new Error('La base de données ne répond pas.')} standalone />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('La base de données ne répond pas.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('is what the route error boundary shows when a page’s code fails to load', async () => {
    const logged = allowConsoleErrors();
    const Page = lazyPage(() => Promise.reject(new Error('Chargement impossible.')));
    renderWithProviders(
      <RouteErrorBoundary standalone>
        <Suspense fallback={<p>Chargement…</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
      { route: '/panne' },
    );
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Chargement impossible.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('catches an error thrown while rendering a page, and leaves it on a navigation elsewhere', async () => {
    const logged = allowConsoleErrors();
    function BrokenPage(): never {
      throw new Error('Rendu impossible.');
    }
    const { user } = renderWithProviders(
      <>
        <Link to="/ailleurs">Ailleurs</Link>
        <RouteErrorBoundary>
          <BrokenPage />
        </RouteErrorBoundary>
      </>,
      {
        route: '/casse',
        path: '/casse',
        routes: [{ path: '/ailleurs', element: <p>Une autre page</p> }],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Rendu impossible.')).toBeInTheDocument();
    // React reports errors caught by a boundary; the screen is what the visitor sees.
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(await screen.findByText('Une autre page')).toBeInTheDocument();
  });

  it('gives the text of whatever was thrown', () => {
    expect(errorText(new Error('Panne.'))).toBe('Panne.');
    expect(errorText('Texte')).toBe('Texte');
    expect(errorText(42)).toBe('Erreur inconnue.');
  });
});
