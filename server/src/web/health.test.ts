import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../app';
import { createTestApp } from '../testing/app';
import { describeEachDb, openTestDatabase } from '../testing/db';

describeEachDb('health endpoints', (kind) => {
  let dataSource: DataSource;
  let app: App;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    if (dataSource?.isInitialized) await dataSource.destroy();
  });

  it('/healthz answers while the process lives; /readyz when the database answers and is migrated', async () => {
    expect((await request(app.handler).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(app.handler).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when a migration is pending', async () => {
    await dataSource.undoLastMigration();
    try {
      const res = await request(app.handler).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('migrations-pending');
    } finally {
      await dataSource.runMigrations();
    }
  });

  it('/readyz answers 503 once shutdown has started', async () => {
    app.markStopping();
    const res = await request(app.handler).get('/readyz');
    expect(res.status).toBe(503);
    expect((await request(app.handler).get('/healthz')).status).toBe(200);
  });
});
