/** @jest-environment node */
import type { Request } from 'express';
import { isSameOriginPost } from './app.server.ts';

const post = (headers: Record<string, string>): Request =>
  ({ headers: { host: 'www.example.com', ...headers }, protocol: 'https' }) as unknown as Request;
const SITE = 'https://www.example.com';

describe('form posts (cross-site request forgery guard)', () => {
  test('accepts a post from the site itself', () => {
    expect(isSameOriginPost(post({ origin: SITE }), SITE)).toBe(true);
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true);
  });

  test('refuses a post another site made the browser send', () => {
    expect(isSameOriginPost(post({ origin: 'https://evil.example' }), SITE)).toBe(false);
    expect(isSameOriginPost(post({ origin: 'null' }), SITE)).toBe(false);
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'cross-site' }), SITE)).toBe(false);
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'same-site' }), SITE)).toBe(false);
  });

  test('accepts a request no browser sent (nothing to forge)', () => {
    expect(isSameOriginPost(post({}), SITE)).toBe(true);
  });
});
