import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render';

describe('NotFoundPage', () => {
  it('shows 404 and the message inside the public layout, with links home and to the FAQ', async () => {
    renderApp({ route: '/cette-page-nexiste-pas' });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('404');
    expect(heading).toHaveTextContent('Erreur critique : Fichier introuvable...');

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Consulter la FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('tells search engines not to index the page', async () => {
    renderApp({ route: '/ancienne-page' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Page introuvable | Services Mauricie');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
