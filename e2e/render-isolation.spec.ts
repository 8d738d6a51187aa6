/**
 * Decision 030, as visitors meet it: pages rendered at the same time for visitors in different
 * languages share the host's message trees and i18next instances, never a language. Signed-in
 * visitors (a session cookie) are never answered from the page cache, so every page here is
 * rendered, many at once, and each must be wholly in its own language and compressed as its
 * browser asked.
 */
import { expect, test } from './fixtures/test.ts';
import { SITE } from './fixtures/system.ts';
import { TOKEN_COOKIE } from '@meridian/shared/user';

/** Each page, its document language and a heading only that language has. */
const PAGES = [
  { path: '/features', lang: 'en', dir: 'ltr', text: 'Everything you need' },
  { path: '/de/features', lang: 'de', dir: 'ltr', text: 'Alles, was Sie' },
  { path: '/ja/features', lang: 'ja', dir: 'ltr', text: 'プライバシー' },
  { path: '/ar/features', lang: 'ar', dir: 'rtl', text: 'كل ما' },
] as const;

test('forty pages in four languages rendered at once each come back wholly in their own language', async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, async (_, index) => {
      const page = PAGES[index % PAGES.length] ?? PAGES[0];
      const encoding = index % 3 === 0 ? 'gzip' : index % 3 === 1 ? 'br' : 'identity';
      const response = await fetch(`${SITE}${page.path}`, {
        headers: { cookie: `${TOKEN_COOKIE}=isolation-${index}`, 'accept-encoding': encoding },
      });
      // fetch decodes the body it is sent; the header still says how it travelled.
      const html = await response.text();
      const sent = response.headers.get('content-encoding');
      return { page, encoding, sent, status: response.status, html };
    }),
  );
  for (const { page, encoding, sent, status, html } of answers) {
    expect(status, page.path).toBe(200);
    expect(sent, `${page.path} asked ${encoding}`).toBe(encoding === 'identity' ? null : encoding);
    expect(html, page.path).toMatch(new RegExp(`<html lang="${page.lang}[^"]*" dir="${page.dir}">`));
    expect(html, page.path).toContain(page.text);
    expect(JSON.parse(/<script id="__meridian" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}').locale).toBe(page.lang);
    // What React rendered (the boot data after it carries English messages too, as the fallback language).
    const rendered = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="__meridian"'));
    for (const other of PAGES)
      if (other.lang !== page.lang) expect(rendered, `${page.path} shows ${other.lang} text`).not.toContain(other.text);
  }
});
