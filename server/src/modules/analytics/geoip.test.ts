import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { Role } from '../../shared/roles';
import { createTestApp } from '../../testing/app';
import { clearTables, openTestDatabase } from '../../testing/db';
import { buildMmdb, cityRecord } from '../../testing/mmdb';
import { restRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { insertUser } from '../users/users.fixtures';
import { GeoIpError, MaxMindCityLocator, openCityLocator } from './geoip';
import { PageView } from './page-view.entities';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geoip-'));
const DB_FILE = path.join(dir, 'villes.mmdb');
fs.writeFileSync(
  DB_FILE,
  buildMmdb({
    '203.0.113.0/24': cityRecord('Trois-Rivières'),
    '198.51.100.0/25': cityRecord('Montréal', 'Montreal'),
    '192.0.2.64/26': { city: { names: { en: 'Shawinigan' } } },
  }),
);

describe('GeoIP city lookup (MaxMind format)', () => {
  it('finds the city of a known address (French name first, else English) and Inconnue otherwise', async () => {
    const locator = await openCityLocator(DB_FILE);
    expect(locator).toBeInstanceOf(MaxMindCityLocator);
    expect(locator.cityOf('203.0.113.7')).toBe('Trois-Rivières');
    expect(locator.cityOf('::ffff:198.51.100.20')).toBe('Montréal');
    expect(locator.cityOf('192.0.2.100')).toBe('Shawinigan');
    expect(locator.cityOf('198.51.100.200')).toBe('Inconnue'); // outside the /25
    expect(locator.cityOf('10.1.2.3')).toBe('Inconnue');
    expect(locator.cityOf('2001:db8::1')).toBe('Inconnue');
    expect(locator.cityOf(undefined)).toBe('Inconnue');
    expect(locator.cityOf('pas une adresse')).toBe('Inconnue');
  });

  it('answers Inconnue for every address without GEOIP_DB', async () => {
    expect((await openCityLocator(null)).cityOf('203.0.113.7')).toBe('Inconnue');
  });

  it('refuses at start a GEOIP_DB that is missing or is not a MaxMind database, naming the file', async () => {
    expect(() => loadConfig({ GEOIP_DB: path.join(dir, 'absent.mmdb') })).toThrow(ConfigError);
    const notMmdb = path.join(dir, 'texte.mmdb');
    fs.writeFileSync(notMmdb, 'ceci n’est pas une base GeoIP\n'.repeat(20));
    expect(loadConfig({ GEOIP_DB: notMmdb }).geoipDb).toBe(notMmdb);
    await expect(openCityLocator(notMmdb)).rejects.toThrow(GeoIpError);
    await expect(openCityLocator(notMmdb)).rejects.toThrow(`GEOIP_DB : ${notMmdb} n’est pas une base GeoIP`);
  });
});

describe('page views get their city from GEOIP_DB through the app', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  const collect = (app: App, ip: string) =>
    request(app.handler).post('/api/collect').set('Content-Type', 'text/plain').set('User-Agent', UA).set('X-Forwarded-For', ip).send(JSON.stringify({ path: '/deneigement' }));

  it('stores the city, never the address, and the dashboard counts visitors per city', async () => {
    const app = await createTestApp(dataSource, { env: { GEOIP_DB: DB_FILE } });
    try {
      for (const ip of ['203.0.113.7', '203.0.113.8', '198.51.100.20', '10.9.9.9']) expect((await collect(app, ip)).status).toBe(204);
      const rows = await dataSource.getRepository(PageView).find({ order: { id: 'ASC' } });
      expect(rows.map((r) => r.city)).toEqual(['Trois-Rivières', 'Trois-Rivières', 'Montréal', 'Inconnue']);
      expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|198\.51\.100|10\.9\.9/);
      const token = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
      const cities = await restRequest(app, 'get', '/api/admin/analytics/top-cities', { token });
      expect(cities.status).toBe(200);
      expect(JSON.stringify(cities.body)).toContain('Trois-Rivières');
    } finally {
      await app.stop();
    }
  });

  it('looks up the connecting address, not X-Forwarded-For, when the proxy is not trusted', async () => {
    const app = await createTestApp(dataSource, { env: { GEOIP_DB: DB_FILE, TRUST_PROXY: '0' } });
    try {
      await collect(app, '203.0.113.7');
      expect((await dataSource.getRepository(PageView).find()).map((r) => r.city)).toEqual(['Inconnue']);
    } finally {
      await app.stop();
    }
  });

  it('says Inconnue for every view without GEOIP_DB', async () => {
    const app = await createTestApp(dataSource);
    try {
      await collect(app, '203.0.113.7');
      expect((await dataSource.getRepository(PageView).find()).map((r) => r.city)).toEqual(['Inconnue']);
    } finally {
      await app.stop();
    }
  });
});
