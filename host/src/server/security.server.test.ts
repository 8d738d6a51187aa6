/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { securityHeaders } from './security.server.ts';

async function headersOf(hstsMaxAge: number): Promise<Headers> {
  const app = express();
  app.use(securityHeaders({ remoteOrigins: ['http://cdn.test:3001', 'http://cdn.test:3002'], apiOrigin: 'http://api.test', hstsMaxAge }));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers;
  } finally {
    server.close();
  }
}

test('every answer carries the CSP of the site, its remotes and the api, and refuses framing', async () => {
  const headers = await headersOf(0);
  expect(headers.get('content-security-policy')).toBe(
    [
      "default-src 'self'",
      "script-src 'self' http://cdn.test:3001 http://cdn.test:3002 http://api.test",
      "style-src 'self' http://cdn.test:3001 http://cdn.test:3002 'unsafe-inline'",
      "connect-src 'self' http://cdn.test:3001 http://cdn.test:3002 http://api.test",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join(';'),
  );
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  expect(headers.get('cross-origin-resource-policy')).toBeNull();
  expect(headers.get('strict-transport-security')).toBeNull();
});

test('HSTS is sent when the deployment asks for it', async () => {
  expect((await headersOf(31_536_000)).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
});
