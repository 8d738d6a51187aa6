/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { StaticHandlerContext } from 'react-router';
import { cacheTarget, keptAs, sendRedirect, type KeepInput } from './respond.server.ts';

const page = (...handles: unknown[]) => ({ matches: handles.map((handle) => ({ route: { handle } })) }) as unknown as StaticHandlerContext;

test('a page is kept as its deepest route says, and never for a value the host does not know', () => {
  expect(keptAs(page({ ns: 'root' }, { ns: 'home', cacheable: true }))).toBe('for-everyone');
  expect(keptAs(page({ ns: 'pricing', cacheable: 'country' }))).toBe('per-country');
  expect(keptAs(page({ ns: 'home', cacheable: true }, { ns: 'login' }))).toBe('never');
  for (const cacheable of ['yes', 'true', 1, {}, 'Country', null]) expect(keptAs(page({ ns: 'x', cacheable }))).toBe('never');
  expect(keptAs(page({ cacheable: true }))).toBe('never');
  expect(keptAs(page())).toBe('never');
});

describe('where a rendered page is kept', () => {
  const entry = { version: '1.0.0', origin: 'http://127.0.0.1:9' };
  const keep = (over: Partial<KeepInput> = {}, context = page({ ns: 'home', cacheable: true })): KeepInput => ({
    cacheKey: 'key',
    loaded: {
      context,
      unavailablePage: false,
      responseCookies: [],
      loaded: { module: { area: 'marketing', routes: [], namespaces: [] }, entry },
    },
    substituted: false,
    ...over,
  });
  const noCountry = () => Promise.reject(new Error('the country is asked only for a page kept per country'));

  test('under its key, with the version that rendered it; per country under a variant of it', async () => {
    expect(await cacheTarget(keep(), noCountry)).toEqual({ key: 'key', entry });
    expect(await cacheTarget(keep({}, page({ ns: 'pricing', cacheable: 'country' })), async () => 'DE')).toEqual({
      key: 'key\u0000country=DE',
      varies: 'key',
      entry,
    });
  });

  test('never without a key, for a substituted version, a page that sets cookies, or the 503 page', async () => {
    const base = keep();
    expect(await cacheTarget(keep({ cacheKey: null }), noCountry)).toBeNull();
    expect(await cacheTarget(keep({ substituted: true }), noCountry)).toBeNull();
    expect(await cacheTarget({ ...base, loaded: { ...base.loaded, responseCookies: ['paypal_token=x'] } }, noCountry)).toBeNull();
    expect(await cacheTarget({ ...base, loaded: { ...base.loaded, unavailablePage: true } }, noCountry)).toBeNull();
    expect(await cacheTarget(keep({}, page({ ns: 'login' })), noCountry)).toBeNull();
  });
});

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
