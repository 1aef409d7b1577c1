import { DEFAULT_SITE_CONFIG, SITE_CONFIG_ELEMENT_ID } from '@shared/site-config';
import { readSiteConfig, telHref } from './site-config';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SITE_CONFIG_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('readSiteConfig', () => {
  it('reads the JSON the server injects', () => {
    const config = { companyName: 'Entreprise A', phone: '819 555-0100', email: 'a@a.example', address: '1 rue A, Trois-Rivières (Québec)', publicUrl: 'https://a.example', retentionMonths: 36, geoCity: true };
    expect(readSiteConfig(pageWith(JSON.stringify(config)))).toEqual(config);
  });

  it('falls back to the defaults without the element, on bad JSON, and field by field', () => {
    expect(readSiteConfig(pageWith(null))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(pageWith('{pas du json'))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(pageWith('null'))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(pageWith(JSON.stringify({ phone: '819 555-0100', email: 42, retentionMonths: '36', geoCity: 'oui' })))).toEqual({
      ...DEFAULT_SITE_CONFIG,
      phone: '819 555-0100',
    });
  });
});

describe('telHref', () => {
  it('dials North American numbers with +1 and keeps international ones', () => {
    expect(telHref('819 555-0142')).toBe('tel:+18195550142');
    expect(telHref('(819) 555.0142')).toBe('tel:+18195550142');
    expect(telHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
  });
});
