import { demoSessionId, isTroisRivieresAddress, isTroisRivieresPlace, normalizeAddress } from './snow';

describe('normalizeAddress', () => {
  it('lower-cases, removes accents and reads punctuation as spaces', () => {
    expect(normalizeAddress('  123, Rue des Forges, TROIS-RIVIÈRES (Québec) G9A 2G8 ')).toBe('123 rue des forges trois rivieres quebec g9a 2g8');
    expect(normalizeAddress('Trois‑Rivières')).toBe('trois rivieres');
  });
});

describe('isTroisRivieresAddress (the blur rule)', () => {
  it.each([
    '123 rue des Forges, Trois-Rivières, QC',
    '123 rue des Forges, trois rivieres',
    '4500 boul. des Forges, TROIS-RIVIERES, QC G8Y 1W1',
    '45 rue Notre-Dame Centre, Trois-Rivières',
    '1 rue Principale, Trois Rivières',
    'Trois-Rivières',
  ])('accepts %s', (address) => {
    expect(isTroisRivieresAddress(address)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '100 rue Principale, Shawinigan',
    '12 rue Deux-Rivières, Montréal',
    'Troisrivieres',
    '3 Rivières',
  ])('refuses %p', (address) => {
    expect(isTroisRivieresAddress(address)).toBe(false);
  });
});

describe('isTroisRivieresPlace (the autocomplete rule)', () => {
  const place = (locality: string, extra: Record<string, unknown>[] = []) => [
    { long_name: '123', types: ['street_number'] },
    { long_name: 'Rue des Forges', types: ['route'] },
    { long_name: locality, short_name: locality, types: ['locality', 'political'] },
    ...extra,
  ];

  it('accepts a locality containing trois-rivières, whatever the case', () => {
    expect(isTroisRivieresPlace(place('Trois-Rivières'))).toBe(true);
    expect(isTroisRivieresPlace(place('TROIS-RIVIÈRES'))).toBe(true);
  });

  it('refuses another locality, even when another component names Trois-Rivières', () => {
    expect(isTroisRivieresPlace(place('Shawinigan'))).toBe(false);
    expect(isTroisRivieresPlace(place('Bécancour', [{ long_name: 'Trois-Rivières', types: ['administrative_area_level_3'] }]))).toBe(false);
    expect(isTroisRivieresPlace([])).toBe(false);
    expect(isTroisRivieresPlace(undefined)).toBe(false);
  });
});

describe('demoSessionId', () => {
  it('prefixes the token', () => {
    expect(demoSessionId('abc')).toBe('demo_abc');
  });
});
