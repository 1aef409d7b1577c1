import {
  localDayBounds,
  normalizeTourTime,
  OTHER_SECTOR,
  sectorOfAddress,
  subscriptionWindow,
  tourToday,
  tourTypeLabel,
  tourTypeTone,
} from './tours';

describe('sectorOfAddress', () => {
  it.each([
    ['1250 rue Royale, Trois-Rivières, QC G9A 4J6', 'Trois-Rivières (centre)'],
    ['3500 boul. des Forges, Trois-Rivières G8Y 1V9', 'Trois-Rivières (centre)'],
    ['1000 boul. Jean-XXIII, Trois-Rivières, QC g8z4h1', 'Trois-Rivières (centre)'],
    ['5000 boul. Jean-XXIII, Trois-Rivières G9B-7T6', 'Trois-Rivières-Ouest'],
    ['10 rue Notre-Dame Ouest, Trois-Rivières (Québec) G9C 1A1', 'Pointe-du-Lac'],
    ['250 rue Fusey, Trois-Rivières, QC G8T 2V8', 'Cap-de-la-Madeleine'],
    ['800 rue Notre-Dame Est, Trois-Rivières G8V 1R1', 'Sainte-Marthe-du-Cap'],
    ['45 rue Principale, Trois-Rivières G8W 1A1', 'Saint-Louis-de-France'],
  ])('reads the FSA of %s', (address, sector) => {
    expect(sectorOfAddress(address)).toBe(sector);
  });

  it('reads a former municipality’s name when there is no postal code', () => {
    expect(sectorOfAddress('12 rue du Fleuve, Pointe-du-Lac, Trois-Rivières')).toBe('Pointe-du-Lac');
    expect(sectorOfAddress('4 rue Chapais, secteur Trois-Rivières-Ouest')).toBe('Trois-Rivières-Ouest');
    expect(sectorOfAddress('9 rue Thibeau, CAP-DE-LA-MADELEINE')).toBe('Cap-de-la-Madeleine');
    expect(sectorOfAddress('3 rang Saint-Malo, Ste-Marthe-du-Cap')).toBe('Sainte-Marthe-du-Cap');
    expect(sectorOfAddress('2 rue des Érables, St-Louis-de-France')).toBe('Saint-Louis-de-France');
  });

  it('falls back to Autre secteur: no postal code nor name, or an FSA outside the city', () => {
    expect(sectorOfAddress('1250 rue Royale, Trois-Rivières')).toBe(OTHER_SECTOR);
    expect(sectorOfAddress('1 rue Principale, Shawinigan G9N 1A1')).toBe(OTHER_SECTOR);
    expect(sectorOfAddress('')).toBe(OTHER_SECTOR);
  });

  it('trusts the postal code over a name in the text', () => {
    expect(sectorOfAddress('rue de Pointe-du-Lac, Trois-Rivières G8T 1A1')).toBe('Cap-de-la-Madeleine');
  });
});

describe('normalizeTourTime', () => {
  it.each([
    ['8h30', '08:30'],
    ['08h30', '08:30'],
    ['8:30', '08:30'],
    ['08:30', '08:30'],
    [' 8 h 30 ', '08:30'],
    ['14H05', '14:05'],
    ['7h', '07:00'],
    ['0:00', '00:00'],
  ])('%s → %s', (text, time) => {
    expect(normalizeTourTime(text)).toBe(time);
  });

  it.each(['', '830', '24:00', '8:60', '8h3', 'midi', '8.30'])('refuses %p', (text) => {
    expect(normalizeTourTime(text)).toBeNull();
  });
});

describe('subscriptionWindow', () => {
  it('covers November to April, sold from the 1st of May before', () => {
    expect(subscriptionWindow('2026-11-01')).toEqual({ salesFrom: '2026-05-01', season: '2026-2027' });
    expect(subscriptionWindow('2026-12-31')).toEqual({ salesFrom: '2026-05-01', season: '2026-2027' });
    expect(subscriptionWindow('2027-01-15')).toEqual({ salesFrom: '2026-05-01', season: '2026-2027' });
    expect(subscriptionWindow('2027-04-30')).toEqual({ salesFrom: '2026-05-01', season: '2026-2027' });
  });

  it('is null from May to October and for an impossible date', () => {
    expect(subscriptionWindow('2027-05-01')).toBeNull();
    expect(subscriptionWindow('2026-10-31')).toBeNull();
    expect(subscriptionWindow('2026-02-30')).toBeNull();
  });
});

describe('days in America/Toronto', () => {
  it('today is the local date', () => {
    expect(tourToday(new Date('2026-11-22T04:59:00Z'))).toBe('2026-11-21');
    expect(tourToday(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });

  it('a day ends at local midnight, 25 hours on the night the clocks fall back', () => {
    expect(localDayBounds('2026-11-21')).toEqual({ start: new Date('2026-11-21T05:00:00Z'), end: new Date('2026-11-22T05:00:00Z') });
    const { start, end } = localDayBounds('2026-11-01');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('type labels and badges', () => {
  it('names the type and picks the spec’s badge colour', () => {
    expect(tourTypeLabel('abonnement', false)).toBe('Abonnement');
    expect(tourTypeLabel('one-shot', false)).toBe('One-shot');
    expect(tourTypeLabel('abonnement', true)).toBe('Abonnement + urgence');
    expect(tourTypeTone('Abonnement')).toBe('blue');
    expect(tourTypeTone('One-shot')).toBe('yellow');
    expect(tourTypeTone('One-shot + urgence')).toBe('red');
    expect(tourTypeTone('Abonnement + urgence')).toBe('red');
  });
});
