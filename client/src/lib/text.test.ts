import { foldText, frenchSpacing, includesFolded, slugify } from './text';

describe('foldText', () => {
  it('lower-cases, drops accents, expands ligatures and unifies spaces', () => {
    expect(foldText('Événement  Œuvre\u00a0À Bécancour')).toBe('evenement oeuvre a becancour');
  });
});

describe('slugify', () => {
  it('makes an anchor of a French question, accents removed', () => {
    expect(slugify('Quand commence la saison de déneigement ?')).toBe('quand-commence-la-saison-de-deneigement');
    expect(slugify('Qu’est-ce que l’abonnement\u00a0?')).toBe('qu-est-ce-que-l-abonnement');
    expect(slugify('  Coûts : 80 $ / visite  ')).toBe('couts-80-visite');
  });
});

describe('includesFolded', () => {
  it('matches regardless of case, accents and space kinds; an empty query matches', () => {
    expect(includesFolded('Déneigement à la carte', 'DENEIGEMENT')).toBe(true);
    expect(includesFolded('en 24\u00a0h ou moins', '24 h')).toBe(true);
    expect(includesFolded('Toilettes chimiques', '  toilettes ')).toBe(true);
    expect(includesFolded('Toilettes chimiques', 'bacs')).toBe(false);
    expect(includesFolded('Toilettes', '')).toBe(true);
  });
});

describe('frenchSpacing', () => {
  it('puts non-breaking spaces where French typography wants them', () => {
    expect(frenchSpacing('Prix : 2 500 $ ou 98 % ? « Oui » en 24 h, 25 km, 360 L')).toBe(
      'Prix\u00a0: 2\u00a0500\u00a0$ ou 98\u00a0%\u00a0? «\u00a0Oui\u00a0» en 24\u00a0h, 25\u00a0km, 360\u00a0L',
    );
    expect(frenchSpacing('de 24 à 72 heures')).toBe('de 24 à 72 heures');
  });
});
