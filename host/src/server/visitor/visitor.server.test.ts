/** @jest-environment node */
import { signPreviewToken } from '@meridian/shared/preview-token.server';
import { createHostCookies, resolveVisitor } from './visitor.server.ts';

const SECRET = 'a-private-preview-secret-of-32-chars';
const NOW = Date.UTC(2026, 10, 24, 12);
const token = (secret: string) => signPreviewToken({ area: 'blog', version: '9.9.9', exp: Math.floor(NOW / 1000) + 600 }, secret);

describe('visitor', () => {
  test('a preview token signed with the public development secret pins nothing', () => {
    const visitor = resolveVisitor({ mv_preview: token('meridian-dev-preview-secret') }, SECRET, NOW);
    expect(visitor.previews).toEqual([]);
  });

  test('without a preview secret every preview token is ignored', () => {
    expect(resolveVisitor({ mv_preview: token(SECRET) }, undefined, NOW).previews).toEqual([]);
  });

  test('a token signed with the configured secret pins its version', () => {
    expect(resolveVisitor({ mv_preview: token(SECRET) }, SECRET, NOW).previews).toEqual([{ area: 'blog', version: '9.9.9' }]);
  });
});

describe('host cookies', () => {
  test('carry Secure and the cookie domain when the deployment asks for them', () => {
    const cookies = createHostCookies({ secure: true, domain: '.example.com' });
    for (const value of [cookies.locale('de'), cookies.visitor('0b5c2a7e-1d3f-4a6b-9c8d-7e6f5a4b3c2d'), cookies.preview('t', 60)]) {
      expect(value).toMatch(/; Secure/);
      expect(value).toMatch(/; Domain=\.example\.com/);
      expect(value).toMatch(/; SameSite=Lax/);
    }
    expect(cookies.preview('t', 60)).toMatch(/; HttpOnly/);
  });

  test('stay host-only and without Secure on a plain-http local run', () => {
    const value = createHostCookies({ secure: false, domain: undefined }).locale('ar');
    expect(value).not.toMatch(/Secure|Domain/);
    expect(value).toMatch(/^LANGUAGE=ar; Max-Age=31536000; Path=\//);
  });
});
