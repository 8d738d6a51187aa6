import { createI18n } from '../i18n/create-i18n.ts';
import { alternates, pageHead } from './head.ts';

const i18n = createI18n({
  locale: 'de',
  brand: 'Meridian VPN',
  resources: {
    de: {
      download: {
        meta: { title: 'Apps | {{brand}}', description: 'Alle Apps' },
        products: { ios: { meta: { title: 'iOS', description: 'iPhone' } } },
      },
    },
    en: {
      common: {
        notFound: { meta: { title: 'Page not found', description: 'Nothing here' } },
        unavailable: { meta: { title: 'Unavailable', description: 'Later' } },
      },
    },
  },
});

describe('pageHead', () => {
  test('reads meta.title and meta.description of the deepest route namespace, with the brand', () => {
    expect(pageHead({ handles: [undefined, { ns: 'download' }], params: {}, status: 200 }, i18n)).toEqual({
      title: 'Apps | Meridian VPN',
      description: 'Alle Apps',
      indexable: true,
    });
  });

  test('uses the route meta key for sub-pages', () => {
    const handle = { ns: 'download', meta: (p: { product?: string }) => ({ key: `products.${p.product ?? ''}.meta` }) };
    expect(pageHead({ handles: [handle], params: { product: 'ios' }, status: 200 }, i18n).title).toBe('iOS');
  });

  test('error statuses take the not-found or unavailable texts and are not indexable', () => {
    expect(pageHead({ handles: [{ ns: 'download' }], params: {}, status: 404 }, i18n)).toMatchObject({
      title: 'Page not found',
      indexable: false,
    });
    expect(pageHead({ handles: [], params: {}, status: 503 }, i18n)).toMatchObject({ title: 'Unavailable', indexable: false });
  });

  test('a route whose texts are missing falls back to the not-found texts', () => {
    expect(
      pageHead({ handles: [{ ns: 'download', meta: () => ({ key: 'products.nope.meta' }) }], params: {}, status: 200 }, i18n).title,
    ).toBe('Page not found');
  });
});

describe('alternates', () => {
  test('canonical is unprefixed for English and prefixed otherwise', () => {
    expect(alternates('https://www.example.com/', 'en', '/features').canonical).toBe('https://www.example.com/features');
    expect(alternates('https://www.example.com', 'de', '/features').canonical).toBe('https://www.example.com/de/features');
    expect(alternates('https://www.example.com', 'ar', '/').canonical).toBe('https://www.example.com/ar');
  });

  test('lists all 11 languages plus x-default', () => {
    const { links } = alternates('https://x.test', 'de', '/pricing');
    expect(links).toHaveLength(12);
    expect(links).toContainEqual({ hrefLang: 'x-default', href: 'https://x.test/pricing' });
    expect(links).toContainEqual({ hrefLang: 'ja', href: 'https://x.test/ja/pricing' });
  });
});

describe('alternates of a page that exists in fewer languages', () => {
  test('lists only its real translations, x-default only with English, and the original as canonical', () => {
    const { canonical, links } = alternates('https://www.example.com', 'de', '/blog/new-post', {
      available: ['en', 'fr'],
      canonical: 'en',
    });
    expect(links.map((link) => link.hrefLang)).toEqual(['en', 'fr', 'x-default']);
    expect(canonical).toBe('https://www.example.com/blog/new-post');
    const german = alternates('https://www.example.com', 'de', '/blog/x', { available: ['de', 'fr'], canonical: 'de' });
    expect(german.links.map((link) => link.hrefLang)).toEqual(['de', 'fr']);
    expect(german.canonical).toBe('https://www.example.com/de/blog/x');
  });
});
