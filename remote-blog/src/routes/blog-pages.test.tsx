/** @jest-environment node */
import { renderOnServer } from 'host/testing/render-area';
import blogEn from '../../locales/en/blog.json';
import blogDe from '../../locales/de/blog.json';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { okReply } from '../../../tooling/testing/fake-http.ts';
import type { Messages } from '@meridian/shared/i18n';
import { PLANS_PATH, PROMOTION_PATH } from '@meridian/shared/offer';
import { serveContent, testPost } from '../build/test-content.ts';
import { areaModule } from '../expose/routes.ts';

const bundles = { en: { blog: blogEn }, de: { blog: blogDe } };

/** Status and HTML of the server render of `url`; the blog calls no API, so the fake has no routes. */
const renderPath = (url: string) => renderOnServer({ module: areaModule, bundles, url });

/** The parsed JSON-LD objects of a rendered page. */
const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as unknown);

const wifi = testPost(
  'en',
  { unikey: 'public-wifi-safety', published: '2025-05-22', updated: '2025-09-01', tags: '[wifi, travel]' },
  'Evil twin hotspots copy a real network name.\n\n## Before you connect\n\nAsk staff, then read the [leak test guide](/blog/webrtc-leaks).',
);
const others = Array.from({ length: 10 }, (_, index) =>
  testPost('en', {
    unikey: `guide-${index + 1}`,
    title: `"Guide number ${index + 1} for {{brand}} users"`,
    category: index % 2 === 0 ? 'guides' : 'security',
    published: `2024-01-${String(index + 10).padStart(2, '0')}`,
    tags: index === 0 ? '[wifi]' : '[router]',
  }),
);
const german = testPost('de', {
  unikey: 'public-wifi-safety',
  title: 'So bleiben Sie in öffentlichen WLANs sicher',
  published: '2025-05-22',
  tags: '[wifi]',
});

let content: jest.SpyInstance;

beforeEach(() => {
  content = serveContent([wifi, ...others, german]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

test('pages read the compiled content from the content folder, never through the API (which only prices the offer)', async () => {
  const { status, http } = await renderOnServer({ module: areaModule, bundles, url: '/de/blog/public-wifi-safety' });
  expect(status).toBe(200);
  const fetched = content.mock.calls.map(([input]) => String(input));
  expect(fetched).toEqual(expect.arrayContaining(['/content/de/index.json', '/content/de/posts/public-wifi-safety.json']));
  // The visitor's country (for the offer's currency), the plans and the festival: nothing of the post.
  expect(http.requests.map((request) => request.path).sort()).toEqual(['/api/mms/account/v1/geo_info', PLANS_PATH, PROMOTION_PATH]);
});

describe('the end of a post', () => {
  /** The host's `common` bundle (the offer's words), read as the host serves it. */
  const common = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'host', 'locales', 'en', 'common.json'), 'utf8')) as Messages;
  const plan = (id: number, months: number, money: string, percent: number) => ({
    id,
    duration_months: months,
    money,
    currency: 'USD',
    discount_percent: percent,
  });
  const PLANS = { [`GET ${PLANS_PATH}`]: okReply({ plans: [plan(1, 1, '12.99', 0), plan(3, 24, '3.99', 69)] }) };

  /** The offer box's and author line's HTML at the end of the post; tags stripped for text. */
  const endOf = async (routes: Parameters<typeof renderOnServer>[0]['routes']) => {
    const { status, html } = await renderOnServer({
      module: areaModule,
      bundles: { en: { blog: blogEn, common } },
      url: '/blog/public-wifi-safety',
      routes,
    });
    const box = /<aside class="post-offer"[^>]*>(.*?)<\/aside>/s.exec(html)?.[1] ?? '';
    const text = (part: string) => part.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
    return {
      status,
      box: text(box),
      price: text(/<p class="post-offer__price">(.*?)<\/p>/s.exec(box)?.[1] ?? ''),
      links: [...box.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((match) => [text(match[2] ?? ''), match[1]]),
      author: text(/<p class="post__author">(.*?)<\/p>/s.exec(html)?.[1] ?? ''),
    };
  };

  test("ends with the offer box (the lowest monthly price, its saving, the guarantee, that plan's checkout) and who wrote it", async () => {
    const end = await endOf(PLANS);
    expect(end.status).toBe(200);
    expect(end.author).toMatch(/^Written by \S/);
    expect(end.price).toBe('$3.99/monthSave 69%');
    expect(end.box).toContain('30-day money-back guarantee');
    expect(end.links).toEqual([['Get the deal', '/pricing/checkout/3']]);
  });

  test('without the plans (the API fails) the post still renders and its box leads to the price list', async () => {
    const end = await endOf({});
    expect(end.status).toBe(200);
    expect(end.price).toBe('');
    expect(end.box).toContain('30-day money-back guarantee');
    expect(end.links).toEqual([['See plans and prices', '/pricing']]);
  });
});

describe('post page', () => {
  test('renders one H1, the cover with its size, the body and links to its tags', async () => {
    const { status, html } = await renderPath('/blog/public-wifi-safety');
    expect(status).toBe(200);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toContain('>How to stay safe on public Wi-Fi</h1>');
    // The cover is drawn inline (not an LCP image), named for screen readers, at its size.
    expect(html).toMatch(
      /<div class="post__cover" role="img" aria-label="A laptop connected to café Wi-Fi behind a shield"><svg [^>]*width="1200" height="630"[^>]*>/,
    );
    expect(html).toContain('<h2>Before you connect</h2>');
    expect(html).toContain('href="/blog/tag/wifi"');
    expect(html).toContain('By Meridian VPN Security Team');
  });

  test('publishes BlogPosting structured data in the page language', async () => {
    const [jsonLd] = jsonLdOf((await renderPath('/de/blog/public-wifi-safety')).html);
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'So bleiben Sie in öffentlichen WLANs sicher',
      datePublished: '2025-05-22',
      dateModified: '2025-05-22',
      inLanguage: 'de-DE',
      author: { name: 'Meridian VPN Security Team' },
      image: { url: '/content/covers/public-wifi-safety.svg', width: 1200, height: 630 },
      mainEntityOfPage: { '@id': 'http://localhost:3000/de/blog/public-wifi-safety' },
    });
  });

  test('offers share links with the encoded page URL', async () => {
    const { html } = await renderPath('/blog/public-wifi-safety');
    const encoded = encodeURIComponent('http://localhost:3000/blog/public-wifi-safety');
    for (const start of [
      'https://x.com/intent/tweet?url=',
      'https://www.facebook.com/sharer/sharer.php?u=',
      'https://www.linkedin.com/sharing/share-offsite/?url=',
    ]) {
      expect(html).toContain(`href="${start}${encoded}`);
    }
    expect(html).toContain(`href="mailto:?subject=How%20to%20stay%20safe%20on%20public%20Wi-Fi&amp;body=${encoded}"`);
  });

  test('shows up to three related posts, same category first', async () => {
    const { html } = await renderPath('/blog/public-wifi-safety');
    const related = html.slice(html.indexOf('id="post-related-title"'));
    expect(count(related, /class="blog-card"/g)).toBe(3);
    expect(related).toContain('Guide number 10 for Meridian VPN users');
  });

  test('is a 404 for a post that exists in no language', async () => {
    const missing = await renderPath('/de/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('data-status-message="Page Not Found: /de/blog/no-such-post"');
  });

  test('a post not translated yet serves its English original with its own lang and a notice, never a 404', async () => {
    const { status, html } = await renderPath('/de/blog/guide-1');
    expect(status).toBe(200);
    expect(html).toContain('Diesen Artikel gibt es noch nicht auf Deutsch. Hier ist das Original auf Englisch.');
    expect(html).toMatch(/<h1 class="page-intro__title post__title" lang="en-US">Guide number 1 for Meridian VPN users<\/h1>/);
    expect(html).toMatch(/class="post__body" lang="en-US"/);
  });
});

describe('list pages', () => {
  test('a language lists its own posts, and English originals of posts it has no translation of, marked as such', async () => {
    const { html } = await renderPath('/de/blog/more');
    expect(count(html, /class="blog-card"/g)).toBe(10);
    expect(html).toContain('So bleiben Sie in öffentlichen WLANs sicher');
    expect(html).not.toContain('How to stay safe');
    expect(count(html, /<li class="blog-card" lang="en">/g)).toBe(9);
    expect(count(html, />Auf Englisch</g)).toBe(9);
  });

  test('a tag no post carries is a 404, not an empty list', async () => {
    expect((await renderPath('/blog/tag/wifi')).status).toBe(200);
    expect((await renderPath('/blog/tag/no-such-tag')).status).toBe(404);
    expect((await renderPath('/de/blog/tag/no-such-tag')).status).toBe(404);
  });

  test('page 2 exists with eleven posts, page 3 is a 404', async () => {
    expect((await renderPath('/blog/more')).html).toContain('href="/blog/more/page/2"');
    const second = await renderPath('/blog/more/page/2');
    expect(second.status).toBe(200);
    expect(count(second.html, /class="blog-card"/g)).toBe(1);
    expect((await renderPath('/blog/more/page/3')).status).toBe(404);
  });

  test('category and tag pages list their posts and check the category first', async () => {
    const tag = await renderPath('/blog/tag/wifi');
    expect(count(tag.html, /class="blog-card"/g)).toBe(2);
    expect((await renderPath('/blog/category/cooking')).status).toBe(404);
    expect((await renderPath('/blog/category/streaming')).status).toBe(200);
    expect((await renderPath('/blog/category/streaming/page/1')).status).toBe(404);
  });
});

describe('search page', () => {
  test('renders matching posts on the server with the matches marked', async () => {
    const { status, html } = await renderPath(`/blog/search?q=${encodeURIComponent('guide number 10')}`);
    expect(status).toBe(200);
    expect(html).toContain('Results for “guide number 10”: 1');
    expect(html).toContain('<mark>Guide</mark> <mark>number</mark> <mark>10</mark> for Meridian VPN users');
  });

  test('finds words of the post body', async () => {
    const { html } = await renderPath('/blog/search?q=evil+twin');
    expect(html).toContain('href="/blog/public-wifi-safety"');
  });

  test('shows an empty state when nothing matches', async () => {
    const { html } = await renderPath('/blog/search?q=blockchain');
    expect(html).toContain('No articles match “blockchain”.');
    expect(count(html, /class="blog-card"/g)).toBe(0);
  });

  test('a query containing HTML appears as text, never as markup', async () => {
    const query = '<img src=x onerror=alert(1)>';
    const { html } = await renderPath(`/blog/search?q=${encodeURIComponent(query)}`);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
