import { documentEnd, documentStart, escapeHtml, jsonForScript } from './html.server.ts';

const head = { title: 'A <b> & "c"', description: 'd', indexable: true };

describe('document', () => {
  test('sets lang to the ISO tag and dir to rtl only for Arabic', () => {
    const ar = documentStart({ locale: 'ar', head, canonical: null, alternates: [], stylesheets: [], preloads: [] });
    const de = documentStart({ locale: 'de', head, canonical: null, alternates: [], stylesheets: [], preloads: [] });
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(de).toContain('<html lang="de-DE" dir="ltr">');
    expect(de).toContain('<meta property="og:locale" content="de_DE">');
  });

  test('escapes the title and marks error pages noindex without canonical', () => {
    const html = documentStart({
      locale: 'en',
      head: { ...head, indexable: false },
      canonical: 'https://x/',
      alternates: [{ hrefLang: 'de', href: 'https://x/de' }],
      stylesheets: [],
      preloads: [],
    });
    expect(html).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  test('boot data cannot close its script element', () => {
    const end = documentEnd({ text: '</script><script>alert(1)</script>' }, {}, ['/assets/main.js']);
    expect(end).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
