import { FAQ, faqItemId, faqStructuredData, filterFaq, withIds } from './faq-search';

const SAMPLE = withIds([
  {
    id: 'deneigement',
    title: 'Déneigement',
    items: [
      { question: 'Quand passez-vous ?', answer: 'Après chaque chute de neige.' },
      { question: 'Combien coûte l’abrasif ?', answer: 'Sept dollars par visite.' },
    ],
  },
  {
    id: 'ramassage',
    title: 'Ramassage et encombrants',
    items: [
      { question: 'Prenez-vous les matelas ?', answer: 'Oui, et les électroménagers.' },
      { question: 'Quel délai ?', answer: 'De 24 à 72 heures; le jour même en cas d’urgence.' },
    ],
  },
]);

const shape = (sections: ReturnType<typeof filterFaq>) =>
  sections.map((section) => [section.id, section.items.map((item) => item.question)]);

describe('faqItemId', () => {
  it('is the section id, a hyphen, and the slug of the question without accents', () => {
    expect(faqItemId('deneigement', 'Combien coûte l’abrasif ?')).toBe('deneigement-combien-coute-l-abrasif');
  });
});

describe('filterFaq', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterFaq(SAMPLE, '')).toEqual(SAMPLE);
    expect(filterFaq(SAMPLE, '   ')).toEqual(SAMPLE);
  });

  it('keeps the questions whose question or answer contains the query, ignoring case', () => {
    expect(shape(filterFaq(SAMPLE, 'MATELAS'))).toEqual([['ramassage', ['Prenez-vous les matelas ?']]]);
    expect(shape(filterFaq(SAMPLE, 'jour même'))).toEqual([['ramassage', ['Quel délai ?']]]);
    expect(shape(filterFaq(SAMPLE, 'electromenagers'))).toEqual([['ramassage', ['Prenez-vous les matelas ?']]]);
  });

  it('shows all questions of a section whose title matches when none of its questions do', () => {
    expect(shape(filterFaq(SAMPLE, 'encombrants'))).toEqual([['ramassage', ['Prenez-vous les matelas ?', 'Quel délai ?']]]);
  });

  it('shows only the matching questions of a section whose title matches too', () => {
    expect(shape(filterFaq(SAMPLE, 'neige'))).toEqual([['deneigement', ['Quand passez-vous ?']]]);
  });

  it('drops sections left without questions and gives nothing when nothing matches', () => {
    expect(filterFaq(SAMPLE, 'piscine')).toEqual([]);
  });
});

describe('the FAQ content', () => {
  it('has the three sections, with four to six questions each, and unique anchors', () => {
    expect(FAQ.map((section) => [section.id, section.title])).toEqual([
      ['deneigement', 'Déneigement'],
      ['evenementiel', 'Événementiel'],
      ['ramassage', 'Ramassage et encombrants'],
    ]);
    for (const section of FAQ) {
      expect(section.items.length).toBeGreaterThanOrEqual(4);
      expect(section.items.length).toBeLessThanOrEqual(6);
    }
    const ids = FAQ.flatMap((section) => section.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(deneigement|evenementiel|ramassage)-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('states the spec’s claims', () => {
    const text = (sectionId: string) =>
      FAQ.find((section) => section.id === sectionId)!.items.map((item) => `${item.question} ${item.answer}`).join(' ');
    expect(text('ramassage')).toMatch(/24 à 72\u00a0h/);
    expect(text('ramassage')).toContain('jour même');
    expect(text('deneigement')).toContain('de novembre à avril');
    expect(text('evenementiel')).toMatch(/livrons.*installons.*récupérons/);
  });
});

describe('faqStructuredData', () => {
  it('is a schema.org FAQPage with every question and its answer', () => {
    const data = faqStructuredData(SAMPLE);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'fr-CA',
      mainEntity: SAMPLE.flatMap((section) =>
        section.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      ),
    });
  });
});
