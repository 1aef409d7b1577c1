import { screen, within } from '@testing-library/react';
import { frenchSpacing } from '../../lib/text';
import { renderApp } from '../../testing/render';
import { FAQ } from './faq-search';

const TOTAL = FAQ.reduce((sum, section) => sum + section.items.length, 0);
const DELAY_ID = 'ramassage-dans-quel-delai-passez-vous';

async function renderFaq(route = '/faq') {
  const result = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Foire aux questions' });
  return result;
}

const questionButtons = () => screen.getAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));
const expanded = () => screen.queryAllByRole('button', { expanded: true });
const sectionIds = () => Array.from(document.querySelectorAll('section.faq-section')).map((section) => section.id);
/** A question's button, by its text written with plain spaces. */
const question = (text: string) => screen.getByRole('button', { name: frenchSpacing(text) });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FaqPage', () => {
  it('shows the three sections with their chips, every question closed, and the contact link', async () => {
    await renderFaq();
    expect(sectionIds()).toEqual(['deneigement', 'evenementiel', 'ramassage']);
    const chips = within(screen.getByRole('navigation', { name: 'Sections de la FAQ' })).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).toEqual([
      ['Déneigement', '#deneigement'],
      ['Événementiel', '#evenementiel'],
      ['Ramassage et encombrants', '#ramassage'],
    ]);
    expect(document.querySelectorAll('.faq-item__button')).toHaveLength(TOTAL);
    expect(expanded()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Contactez-nous ici' })).toHaveAttribute('href', '/ramassage');
    expect(document.title).toBe('Foire aux questions | Services Mauricie');
  });

  it('makes each question a button that controls its answer, with the question’s anchor as id', async () => {
    const { user } = await renderFaq();
    const button = question('Dans quel délai passez-vous ?');
    expect(button.closest('h3')).not.toBeNull();
    expect(button.closest('.faq-item')).toHaveAttribute('id', DELAY_ID);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('24 à 72');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('writes the anchor of the question it opens into the address bar, without navigating', async () => {
    const { user, router } = await renderFaq();
    const replaceState = jest.spyOn(window.history, 'replaceState');
    await user.click(question('Comment puis-je payer ?'));
    expect(window.location.hash).toBe('#ramassage-comment-puis-je-payer');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/faq');

    // Closing leaves the address alone.
    await user.click(question('Comment puis-je payer ?'));
    expect(replaceState).toHaveBeenCalledTimes(1);
  });

  it('opens everything and closes everything', async () => {
    const { user } = await renderFaq();
    await user.click(screen.getByRole('button', { name: 'Tout ouvrir' }));
    expect(expanded()).toHaveLength(TOTAL);
    await user.click(screen.getByRole('button', { name: 'Tout fermer' }));
    expect(expanded()).toEqual([]);
  });

  it('toggles a question with the keyboard', async () => {
    const { user } = await renderFaq();
    screen.getByRole('button', { name: 'Tout fermer' }).focus();
    await user.tab();
    const first = question('Quand commence la saison de déneigement ?');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  describe('search', () => {
    it('filters questions on their question or answer, ignoring case, and says how many match', async () => {
      const { user } = await renderFaq();
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }), 'MATELAS');
      expect(sectionIds()).toEqual(['ramassage']);
      const shown = Array.from(document.querySelectorAll('.faq-item__question')).map((node) => node.textContent);
      expect(shown).toEqual(['Quels objets ramassez-vous\u00a0?']);
      expect(screen.getByText(/^\d+ questions? trouvées?\.$/)).toBeInTheDocument();
      // The chips follow the sections shown.
      expect(within(screen.getByRole('navigation', { name: 'Sections de la FAQ' })).getAllByRole('link')).toHaveLength(1);
    });

    it('shows all the questions of a section whose title matches when none of its questions do', async () => {
      const { user } = await renderFaq();
      // 'Événementiel' is the title of a section whose questions never say it; one snow answer does.
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }), 'événementiel');
      expect(sectionIds()).toEqual(['deneigement', 'evenementiel']);
      const inSection = (id: string) => document.querySelectorAll(`#${id} .faq-item`).length;
      expect(inSection('deneigement')).toBe(1);
      expect(inSection('evenementiel')).toBe(FAQ[1]!.items.length);
      expect(screen.getByText(`${1 + FAQ[1]!.items.length} questions trouvées.`)).toBeInTheDocument();
    });

    it('says so when nothing matches, and shows everything again once cleared', async () => {
      const { user } = await renderFaq();
      const search = screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
      await user.type(search, 'piscine creusée');
      expect(sectionIds()).toEqual([]);
      expect(screen.getByText(/^Aucune question ne correspond à votre recherche\./)).toBeInTheDocument();
      expect(screen.getByText('Aucune question trouvée.')).toBeInTheDocument();
      await user.clear(search);
      expect(sectionIds()).toEqual(['deneigement', 'evenementiel', 'ramassage']);
    });
  });

  it('opens and scrolls to the question in the URL’s hash on load', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      await renderFaq(`/faq#${DELAY_ID}`);
      // The page opens it once rendered.
      expect(await screen.findByRole('button', { name: frenchSpacing('Dans quel délai passez-vous ?'), expanded: true })).toBeVisible();
      expect(expanded()).toHaveLength(1);
      expect(scrolled.at(-1)).toBe(document.getElementById(DELAY_ID));
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('ignores a hash that names no question', async () => {
    await renderFaq('/faq#nimporte-quoi');
    expect(expanded()).toEqual([]);
  });

  it('copies the full URL of a question', async () => {
    const { user } = await renderFaq();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(question('Comment puis-je payer ?'));
    await user.click(screen.getByRole('button', { name: 'Copier le lien vers la question « Comment puis-je payer\u00a0? »' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/faq#ramassage-comment-puis-je-payer');
    expect(await screen.findByText('Lien copié dans le presse-papiers.')).toBeInTheDocument();
  });

  it('embeds FAQPage structured data with every question', async () => {
    await renderFaq();
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(TOTAL);
    expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toContain('Dans quel délai passez-vous\u00a0?');
  });

  it('has a label on every control', async () => {
    await renderFaq();
    for (const button of questionButtons()) expect(button).toHaveAccessibleName();
    expect(screen.getByRole('searchbox')).toHaveAccessibleName('Rechercher dans la FAQ');
  });
});
