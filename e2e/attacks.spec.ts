/**
 * Tried as an attacker against the running system (no browser: raw requests). Each
 * test performs an attack that worked before its fix: prototype-named paths (500), a preview
 * signed with the old public development secret (accepted), HTML a shared cache could keep for
 * everyone while it depends on cookies, and malformed input that must never give a 5xx.
 */
import { signPreviewToken } from '@meridian/shared/preview-token.server';
import { expect, test } from './fixtures/test.ts';
import { signedInToken } from './fixtures/session.ts';
import { SITE } from './fixtures/system.ts';
import { REGISTRY, versionOf } from '../scripts/lib/apps.ts';
import { localSecrets } from '../scripts/lib/local-secrets.ts';
import { originOf } from '../tooling/local-system.ts';

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${SITE}${path}`, { headers, redirect: 'manual' });

test('paths named like prototype properties are ordinary 404s, with or without a locale prefix', async () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__']) {
    for (const path of [`/${name}`, `/de/${name}`, `/ar/${name}/x`, `/${name}/${name}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<h1');
    }
  }
});

test('malformed paths, cookies, queries and headers never give a 5xx or a blank page', async () => {
  const paths = [
    '/%',
    '/%E0%A4%A',
    '/blog/%ZZ',
    `/${'a'.repeat(4000)}`,
    '/blog/tag/%00',
    '/pricing/checkout/%2e%2e',
    '/..%2f..%2fetc/passwd',
    '/de/blog/page/-1',
    '/blog/more/page/99999999999999999999',
    '/?q=%',
    '/blog/search?q=%E0%A4%A&page=-3',
    '/vpn-server/%C0%AE',
  ];
  const headerSets: Record<string, string>[] = [
    {},
    { cookie: 'LANGUAGE=__proto__; mv_vid=%; mv_preview=x.y.z' },
    { cookie: `mv_preview=${'A'.repeat(5000)}` },
    { 'accept-language': `${'x-'.repeat(3000)}de;q=0.5` },
    { 'accept-language': ';;;,,,q=abc,*;q=2' },
  ];
  for (const path of paths) {
    for (const headers of headerSets) {
      const response = await get(path, headers);
      expect(response.status, `${path} ${JSON.stringify(headers).slice(0, 80)}`).toBeLessThan(500);
      if (response.status === 200 || response.status === 404) expect((await response.text()).length, path).toBeGreaterThan(500);
    }
  }
});

test('a preview link signed with the old public development secret is refused and pins nothing', async () => {
  const token = signPreviewToken(
    { area: 'blog', version: '9.9.9', exp: Math.floor(Date.now() / 1000) + 600 },
    'meridian-dev-preview-secret',
  );
  const link = await get(`/__preview?token=${encodeURIComponent(token)}`);
  expect(link.status).toBe(400);
  expect(link.headers.get('set-cookie')).toBeNull();
  const page = await (await get('/blog', { cookie: `mv_preview=${token}` })).text();
  expect(page).not.toContain('9.9.9');
});

test('pages that set or depend on cookies are never cacheable by a shared cache', async () => {
  for (const [path, headers] of [
    ['/', {}],
    ['/de/features', {}],
    ['/de/features', { cookie: 'mv_vid=0b5c2a7e-1d3f-4a6b-9c8d-7e6f5a4b3c2d' }],
    ['/blog', {}],
    ['/pricing', {}],
    ['/404', {}],
    ['/features', { cookie: 'LANGUAGE=de' }],
  ] as const) {
    const response = await get(path, headers);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl, path).not.toMatch(/public/);
    expect(cacheControl, path).toMatch(/private|no-store/);
    if (response.status === 200) expect(response.headers.get('vary') ?? '', path).toMatch(/Cookie/);
  }
});

test('a page the host keeps for anonymous visitors is the same page in every encoding, and never answers another language', async () => {
  const bodies: string[] = [];
  // The first answer is rendered and kept (compressed once); the later ones come from the page cache.
  for (const encoding of ['br', 'br', 'gzip', 'identity']) {
    const response = await get('/vpn-server/japan', { 'accept-encoding': encoding });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding') ?? 'identity', encoding).toBe(encoding);
    expect(response.headers.get('vary'), encoding).toMatch(/Accept-Encoding/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en[^"]*" dir="ltr"/i);
    bodies.push(html);
  }
  expect(new Set(bodies).size).toBe(1);
  // A visitor whose language cookie says German is sent to the German page, not given the kept English one.
  const german = await get('/vpn-server/japan', { cookie: 'LANGUAGE=de' });
  expect(german.status).toBe(302);
  expect(german.headers.get('location')).toBe('/de/vpn-server/japan');
  const page = await (await get('/de/vpn-server/japan', { cookie: 'LANGUAGE=de' })).text();
  expect(page).toMatch(/<html lang="de[^"]*"/);
});

test('the pricing page the host keeps per country never reaches a visitor of another country', async () => {
  // Addresses the API's geo database places in each country; the test system trusts X-Forwarded-For from loopback.
  const visitors = [
    { ip: '81.2.69.142', currency: 'GBP', symbol: '£' },
    { ip: '8.8.8.8', currency: 'USD', symbol: '$' },
    { ip: '1.1.1.1', currency: 'AUD', symbol: 'A$' },
  ];
  // Each country's first answer is rendered and kept; the later ones come from its own kept page.
  const query = `?e2e=${Date.now()}`;
  for (const round of [1, 2, 3]) {
    for (const visitor of round === 2 ? [...visitors].reverse() : visitors) {
      const response = await get(`/pricing${query}`, { 'x-forwarded-for': visitor.ip });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const html = await response.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, `${visitor.currency}, round ${round}`).toContain(visitor.currency);
      for (const other of visitors.filter((candidate) => candidate.currency !== visitor.currency))
        expect(main, `${visitor.currency} page, round ${round}`).not.toContain(other.currency);
    }
  }
  // A signed-in visitor is never answered from the kept pages.
  const signedIn = await get(`/pricing${query}`, { 'x-forwarded-for': '8.8.8.8', cookie: 'paypal_token=not-a-real-session' });
  expect(signedIn.headers.get('cache-control')).not.toMatch(/public/);
});

test('a page rendered for a signed-in visitor is never stored, not even by the browser; anonymous pages keep theirs', async () => {
  const email = `no-store-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const cookie = `paypal_token=${await signedInToken(email)}`;
  const account = await get('/myaccount', { cookie });
  expect(account.status).toBe(200);
  expect(await account.text()).toContain(email);
  expect(account.headers.get('cache-control')).toBe('private, no-store');
  for (const path of ['/pricing', '/de/features', '/blog']) {
    expect((await get(path, { cookie })).headers.get('cache-control'), path).toBe('private, no-store');
    expect((await get(path)).headers.get('cache-control'), path).toBe('private, no-cache');
  }
});

test('every page carries the security headers; versioned assets are immutable', async () => {
  const response = await get('/de/pricing');
  expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  const html = await response.text();
  const asset = /<script src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  expect((await get(asset ?? '')).headers.get('cache-control')).toMatch(/immutable/);
});

test('a form posted from another site is refused (cross-site request forgery)', async () => {
  const forged: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
  for (const headers of forged) {
    const response = await fetch(`${SITE}/contact-us`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=victim%40example.com&content=forged',
    });
    expect(response.status, JSON.stringify(headers)).toBe(403);
  }
});

test('a form body larger than a page accepts is refused without a 5xx', async () => {
  const response = await fetch(`${SITE}/contact-us`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
    body: `content=${'x'.repeat(100_000)}`,
  });
  expect(response.status).toBe(413);
});

test("nobody but a host downloads an area's server code from its origin or from the registry (decision 020)", async () => {
  const version = versionOf('remote-blog');
  const origin = originOf('blog');
  for (const path of [
    `/${version}/server/remoteEntry.js`,
    `/${version}/server/remoteEntry.js.br`,
    `/${version}/./server/remoteEntry.js`,
    `/${version}/%73erver/remoteEntry.js`,
    `/${version}%2Fserver/remoteEntry.js`,
    `/${version}/locales/../server/remoteEntry.js`,
  ]) {
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toBe('Not found');
  }
  const wrong = await fetch(`${origin}/${version}/server/remoteEntry.js`, {
    headers: { authorization: 'Bearer guessed-0123456789abcdef' },
  });
  expect(wrong.status).toBe(404);
  expect((await fetch(`${REGISTRY.url}/artifacts/blog/${version}/server/remoteEntry.js`)).status).toBe(404);

  // The file is there: a host (holding the read credential) gets it, and every browser file stays public.
  const host = await fetch(`${origin}/${version}/server/remoteEntry.js`, {
    headers: { authorization: `Bearer ${localSecrets().originServerToken}` },
  });
  expect(host.status).toBe(200);
  expect(await host.text()).toContain('blog_');
  expect((await fetch(`${origin}/${version}/remoteEntry.js`)).status).toBe(200);
  expect((await fetch(`${origin}/${version}/mf-manifest.json`)).status).toBe(200);
  expect((await get('/blog')).status).toBe(200);
});
