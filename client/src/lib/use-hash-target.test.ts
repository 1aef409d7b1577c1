import { idFromHash } from './use-hash-target';

describe('idFromHash', () => {
  it('decodes the fragment, and gives null for none', () => {
    expect(idFromHash('#zone')).toBe('zone');
    expect(idFromHash('#d%C3%A9neigement')).toBe('déneigement');
    expect(idFromHash('#100%')).toBe('100%');
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('')).toBeNull();
  });
});
