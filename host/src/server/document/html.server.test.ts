import { documentEnd, documentStart, escapeHtml, inlineStyle, jsonForScript, svgDataUri } from './html.server.ts';

const head = { title: 'A <b> & "c"', description: 'd', indexable: true };

describe('document', () => {
  test('sets lang to the ISO tag and dir to rtl only for Arabic', () => {
    const ar = documentStart({ locale: 'ar', head, canonical: null, alternates: [], stylesheets: [] });
    const de = documentStart({ locale: 'de', head, canonical: null, alternates: [], stylesheets: [] });
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

  test("the host's style sheet is written into the head before the remote's linked one, and no script competes with them there", () => {
    const html = documentStart({
      locale: 'en',
      head,
      canonical: null,
      alternates: [],
      inlineStyles: [inlineStyle(':root{--a:1}', 'main.css')],
      stylesheets: ['http://remote/1.0.0/page.css'],
      icon: svgDataUri('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>'),
    });
    const style = html.indexOf('<style>:root{--a:1}</style>');
    expect(style).toBeGreaterThan(0);
    expect(html.indexOf('<link rel="stylesheet" href="http://remote/1.0.0/page.css">')).toBeGreaterThan(style);
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]*" type="image\/svg\+xml">/);
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('<link rel="icon"'));
  });

  test('a style sheet that would end its element early is refused', () => {
    expect(() => inlineStyle('a{content:"</style><script>x</script>"}', 'evil.css')).toThrow('evil.css');
    expect(inlineStyle('  a{b:c}\n', 'ok.css')).toBe('a{b:c}');
  });

  test('the entry script lists the start-up scripts it fetches after the first paint', () => {
    const end = documentEnd({}, {}, ['/assets/main.js'], ['/assets/framework.js', 'http://remote/1.0.0/remoteEntry.js']);
    expect(end).toContain(
      '<script src="/assets/main.js" defer data-preload="/assets/framework.js http://remote/1.0.0/remoteEntry.js"></script>',
    );
    expect(documentEnd({}, {}, ['/assets/main.js'])).toContain('<script src="/assets/main.js" defer></script>');
  });

  test('with the integrity of a remote script, lists one hash per start-up script, - for the host own ones (decision 054)', () => {
    const entry = 'http://remote/1.0.0/remoteEntry.js';
    const end = documentEnd({}, {}, ['/assets/main.js'], ['/assets/framework.js', entry], { [entry]: 'sha256-abc+/=' });
    expect(end).toContain(`data-preload="/assets/framework.js ${entry}" data-integrity="- sha256-abc+/="></script>`);
  });
});
