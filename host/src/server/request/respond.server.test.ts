/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { sendRedirect } from './respond.server.ts';

test('a redirect answers with its status, Location, cookies and Cache-Control', async () => {
  const app = express();
  app.get('/', (_req, res) =>
    sendRedirect(res, { status: 303, location: '/de/pricing', cacheControl: 'no-store', setCookies: ['a=1', 'b=2'] }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/pricing');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  } finally {
    server.close();
  }
});
