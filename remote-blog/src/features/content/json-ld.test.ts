import { blogPostingJsonLd, serializeJsonLd } from './json-ld.ts';

const input = {
  post: {
    title: 'How to stay safe on public Wi-Fi',
    description: 'Habits that keep your data safe on café, hotel and airport networks.',
    published: '2025-05-22',
    updated: '2025-09-01',
    author: 'Meridian VPN Security Team',
    cover: {
      src: 'covers/public-wifi-safety.svg',
      dataUri: 'data:image/svg+xml,%3Csvg/%3E',
      alt: 'A laptop on café Wi-Fi',
      width: 1200,
      height: 630,
    },
    tags: ['wifi', 'travel'],
  },
  url: 'https://www.example.com/de/blog/public-wifi-safety',
  imageUrl: 'https://cdn.example.com/1.0.0/content/covers/public-wifi-safety.svg',
  inLanguage: 'de-DE',
  publisher: 'Meridian VPN',
};

test('describes the post as a schema.org BlogPosting', () => {
  expect(blogPostingJsonLd(input)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'How to stay safe on public Wi-Fi',
    description: 'Habits that keep your data safe on café, hotel and airport networks.',
    datePublished: '2025-05-22',
    dateModified: '2025-09-01',
    author: { '@type': 'Organization', name: 'Meridian VPN Security Team' },
    publisher: { '@type': 'Organization', name: 'Meridian VPN' },
    image: { '@type': 'ImageObject', url: input.imageUrl, width: 1200, height: 630 },
    inLanguage: 'de-DE',
    keywords: 'wifi, travel',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
  });
});

test('serialises so that no text can close the script element', () => {
  const json = serializeJsonLd({ headline: '</script><script>alert(1)</script> & more' });
  expect(json).not.toContain('<');
  expect(json).not.toContain('>');
  expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script> & more' });
});
