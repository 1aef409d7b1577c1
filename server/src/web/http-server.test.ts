import type { AddressInfo } from 'node:net';
import express from 'express';
import { createAppServer } from './http-server';

describe('createAppServer', () => {
  it('creates requests and responses with the application prototypes, so Express does not change them per request', async () => {
    const app = express();
    const seen: boolean[] = [];
    app.post('/echo', express.json(), (req, res) => {
      res.status(201).json({ body: req.body as unknown, host: req.get('host') !== undefined });
    });
    const server = createAppServer(app);
    // Before Express sees them (it would set the prototypes itself).
    server.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ body: { a: 1 }, host: true });
      expect(seen).toEqual([true, true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
