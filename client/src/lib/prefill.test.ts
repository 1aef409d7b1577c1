import { prefillQuery, readPrefill } from './prefill';

describe('prefill (Nouvelle demande from the client portal)', () => {
  it('round-trips the profile through the query string, leaving empty values out', () => {
    const query = prefillQuery({ email: 'alice@festival.ca', fullName: 'Alice Tremblay', phone: '', address: '1 rue Royale, Trois-Rivières' });
    expect(query).toBe('courriel=alice%40festival.ca&nom=Alice+Tremblay&adresse=1+rue+Royale%2C+Trois-Rivi%C3%A8res');
    expect(readPrefill(`?${query}`)).toEqual({ email: 'alice@festival.ca', fullName: 'Alice Tremblay', address: '1 rue Royale, Trois-Rivières' });
  });

  it('ignores other parameters and cuts overlong values', () => {
    expect(readPrefill(`?x=1&nom=${'a'.repeat(500)}`)).toEqual({ fullName: 'a'.repeat(300) });
    expect(readPrefill('')).toEqual({});
  });
});
