import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render';

describe('ServicesPage', () => {
  it('presents the three services, each linking to its form and to its FAQ section', async () => {
    renderApp({ route: '/services' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos services' })).toBeInTheDocument();
    expect(document.title).toBe('Nos services | Services Mauricie');

    const expected = [
      ['Déneigement de trottoirs', 'Soumission de déneigement', '/deneigement', '/faq#deneigement'],
      ['Location d’équipement événementiel', 'Soumission événementielle', '/evenementiel', '/faq#evenementiel'],
      ['Ramassage d’encombrants et de successions', 'Demande de ramassage', '/ramassage', '/faq#ramassage'],
    ];
    for (const [title, cta, form, faq] of expected) {
      const card = within(screen.getByRole('region', { name: title }));
      expect(card.getByRole('link', { name: cta })).toHaveAttribute('href', form);
      expect(card.getByRole('link', { name: `Questions fréquentes : ${title}` })).toHaveAttribute('href', faq);
    }
  });
});
