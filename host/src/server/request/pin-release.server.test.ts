/** @jest-environment node */
import { inCanary } from '@meridian/shared/bucketing';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import { decideRequest } from './decide-request.server.ts';
import { pinRequest } from './pin-release.server.ts';
import { createHostCookies, VISITOR_COOKIE } from '../visitor/visitor.server.ts';

const ORIGIN = 'http://127.0.0.1:9';
const state = parseReleaseState({
  revision: 7,
  remotes: {
    marketing: { version: '1.0.0', origin: ORIGIN },
    blog: { version: '1.2.0', origin: ORIGIN, canary: { version: '1.3.0', percent: 50 } },
  },
});
const settings = { rootRedirect: undefined, previewSecret: undefined, cookies: createHostCookies({ secure: false, domain: undefined }) };

/** Visitor ids in and out of the blog's 50 % canary, found with the real bucketing. */
const ids = Array.from({ length: 200 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
const inside = ids.find((id) => inCanary(id, 'blog', 50)) ?? '';
const outside = ids.find((id) => !inCanary(id, 'blog', 50)) ?? '';

function requestOf(id: string, more: { method?: string; cookie?: string } = {}) {
  const decision = decideRequest(
    {
      method: more.method ?? 'GET',
      originalUrl: '/blog',
      cookieHeader: `${VISITOR_COOKIE}=${id}; ${more.cookie ?? ''}`,
      acceptLanguage: undefined,
      ip: '',
    },
    settings,
  );
  if (decision.kind !== 'page') throw new Error('expected a page');
  return decision.request;
}

describe('pin: the release set of a visitor and the key its page is kept under', () => {
  test('a visitor in the canary gets its version, one outside the active one; each keyed by what it was served', () => {
    const canary = pinRequest(requestOf(inside), state, ['main.1.js']);
    const active = pinRequest(requestOf(outside), state, ['main.1.js']);
    expect(canary.pinned.remotes.blog?.version).toBe('1.3.0');
    expect(active.pinned.remotes.blog?.version).toBe('1.2.0');
    expect(canary.pinned.remotes.tools).toBeUndefined();
    expect(canary.cacheKey).not.toBeNull();
    expect(canary.cacheKey).not.toBe(active.cacheKey);
    expect(canary.state).toBe(state);
  });

  test('another host build is another key; a form post or a session has none', () => {
    const request = requestOf(outside);
    expect(pinRequest(request, state, ['main.1.js']).cacheKey).not.toBe(pinRequest(request, state, ['main.2.js']).cacheKey);
    expect(pinRequest(requestOf(outside, { method: 'POST' }), state, []).cacheKey).toBeNull();
    expect(pinRequest(requestOf(outside, { cookie: 'paypal_token=t' }), state, []).cacheKey).toBeNull();
  });
});
