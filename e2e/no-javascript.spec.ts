/**
 * Without JavaScript (decision 013): every page of marketing, blog and tools shows the content it
 * exists for in the server HTML (texts and calls to action, the blog list and a post body, the
 * visitor's IP). The forms, redirects, menu and language switcher without JavaScript are in
 * no-javascript-journeys.spec.ts; account and checkout pages have their own no-JavaScript specs.
 */
import { expect, test, type Page } from '@playwright/test';
import { bundle, text, type Bundle } from './fixtures/messages.ts';

test.use({ javaScriptEnabled: false });

const marketing = (ns: string) => bundle('remote-marketing', ns);
const tools = (ns: string) => bundle('remote-tools', ns);
const home = marketing('home');
/** The offer's button above the fold of every sales page: the best-value plan's checkout (decision 038). */
const OFFER = { name: text(bundle('host', 'common'), 'offer.cta'), href: '/pricing/checkout/3' };
const contact = marketing('contact-us');
const download = marketing('download');
const redirect = marketing('redirect');

/** A page and what it exists for: its heading, texts and the links it must offer. */
interface PageCheck {
  readonly path: string;
  readonly h1: string;
  readonly texts: readonly string[];
  readonly links?: readonly { readonly name: string; readonly href: string }[];
  /** Further checks on the loaded page. */
  readonly more?: (page: Page) => Promise<void>;
}

const page = (
  path: string,
  ns: Bundle,
  h1Key: string,
  textKeys: readonly string[],
  links: PageCheck['links'] = [],
  more?: PageCheck['more'],
): PageCheck => ({
  path,
  h1: text(ns, h1Key),
  texts: textKeys.map((key) => text(ns, key)),
  links,
  ...(more ? { more } : {}),
});

const features = marketing('features');
const servers = marketing('vpn-server');
const trial = marketing('vpn-trial');
const social = marketing('vpn-for-social-media');
const affiliate = marketing('affiliate');
const press = marketing('press-room');
const about = marketing('aboutus');
const whatIsMyIp = tools('what-is-my-ip');
const webrtc = tools('webrtc-leak-test');
const whatIsVpn = tools('what-is-vpn');
const blog = bundle('remote-blog', 'blog');

const MARKETING: readonly PageCheck[] = [
  page(
    '/',
    home,
    'h1',
    ['intro', 'highlights.title', 'pricing.guarantee', 'faq.title'],
    [OFFER, { name: text(home, 'cta.secondary'), href: '/vpn-trial' }, { name: text(home, 'pricing.cta'), href: '/pricing' }],
    async (p) => {
      expect(await p.locator('#faq details').count()).toBeGreaterThanOrEqual(6);
    },
  ),
  page(
    '/features',
    features,
    'h1',
    ['intro', 'check.title', 'closing.title'],
    [OFFER, { name: text(features, 'cta'), href: '/pricing' }, { name: text(features, 'closing.trial'), href: '/vpn-trial' }],
  ),
  page(
    '/vpn-server',
    servers,
    'h1',
    ['intro', 'search.label', 'cities.tokyo', 'plans.title'],
    [OFFER, { name: text(servers, 'detail.download'), href: '/download' }, { name: text(servers, 'plans.cta'), href: '/pricing' }],
  ),
  page(
    '/vpn-server/hongkong',
    servers,
    'regions.hongkong.h1',
    ['regions.hongkong.intro', 'regions.hongkong.streaming', 'regions.hongkong.speed', 'cities.hongKong'],
    [OFFER],
  ),
  page('/vpn-trial', trial, 'h1', ['intro', 'included.title'], [{ name: text(trial, 'cta'), href: '/pricing/checkout/1' }]),
  page(
    '/vpn-for-social-media',
    social,
    'h1',
    ['intro', 'listTitle'],
    [OFFER, { name: text(social, 'networks.tiktok.name'), href: '/vpn-for-social-media/tiktok' }],
  ),
  page('/vpn-for-social-media/tiktok', social, 'networks.tiktok.h1', ['networks.tiktok.why', 'networks.tiktok.tip'], [OFFER]),
  page('/download', download, 'h1', ['intro', 'listTitle'], [{ name: text(download, 'products.windows.name'), href: '/download/windows' }]),
  page(
    '/download/samsung-tv',
    download,
    'products.samsung-tv.h1',
    ['products.samsung-tv.intro', 'products.samsung-tv.steps.s1'],
    [
      {
        name: text(download, 'productCta', { product: text(download, 'products.samsung-tv.name') }),
        href: `/redirect?to=${encodeURIComponent('https://play.google.com/store/apps/details?id=com.meridianvpn.tv')}`,
      },
    ],
    async (p) => {
      // One store listing: no "can't find it?" answer and no editions table (decision 042).
      await expect(p.locator('details.other-editions, table')).toHaveCount(0);
      await expect(p.locator('main')).not.toContainText(/Android_TV|App ID/);
    },
  ),
  page('/affiliate', affiliate, 'h1', ['intro', 'commission.title'], [{ name: text(affiliate, 'cta'), href: '/contact-us' }]),
  page('/press-room', press, 'h1', ['intro', 'facts.title'], [{ name: text(press, 'email'), href: 'mailto:press@meridianvpn.example' }]),
  page('/aboutus', about, 'h1', ['intro', 'mission.title', 'mission.text']),
  page('/contact-us', contact, 'h1', ['intro', 'form.title', 'other.support.text'], [], async (p) => {
    const form = p.locator('form.contact-form');
    await expect(form).toHaveAttribute('method', 'post');
    for (const name of [/^Your name/, /^Email address/, /^Subject/, /^Message/])
      await expect(form.getByRole('textbox', { name })).toBeEditable();
    await expect(p.getByRole('button', { name: text(contact, 'form.submit') })).toBeEnabled();
  }),
  ...['privacy-policy', 'terms-of-service', 'termsuse', 'cookie-policy-2025'].map((ns): PageCheck => ({
    path: `/${ns}`,
    h1: text(marketing(ns), 'h1'),
    texts: [text(marketing(ns), 'intro')],
    more: async (p) => {
      expect(await p.locator('.legal__toc a').count()).toBeGreaterThanOrEqual(3);
      await expect(p.locator('.legal__section p').first()).not.toBeEmpty();
    },
  })),
  page('/redirect', redirect, 'h1', ['intro', 'missing'], [{ name: text(redirect, 'home'), href: '/' }]),
];

const BLOG: readonly PageCheck[] = [
  {
    path: '/blog',
    h1: text(blog, 'h1'),
    texts: [],
    links: [{ name: 'How to choose a VPN: 7 questions to ask before you pay', href: '/blog/how-to-choose-a-vpn' }],
    more: listed(6),
  },
  {
    path: '/blog/public-wifi-safety',
    h1: 'How to stay safe on public Wi-Fi',
    texts: ['Free Wi-Fi is convenient, but anyone on the same network may be closer to your data than you think.', 'What can go wrong'],
    more: async (p) => {
      expect(await p.locator('.post__body p').count()).toBeGreaterThanOrEqual(5);
      expect(await p.locator('.post__body h2').count()).toBeGreaterThanOrEqual(2);
    },
  },
  { path: '/blog/category/privacy', h1: '', texts: [], more: listed(1) },
  { path: '/blog/category/security/page/1', h1: '', texts: [], more: listed(1) },
  { path: '/blog/more', h1: '', texts: [], more: listed(6) },
  { path: '/blog/more/page/2', h1: '', texts: [], more: listed(1) },
  {
    path: '/blog/tag/wifi',
    h1: '',
    texts: [],
    links: [{ name: 'How to stay safe on public Wi-Fi', href: '/blog/public-wifi-safety' }],
    more: listed(1),
  },
  { path: '/blog/tag/wifi/page/1', h1: '', texts: [], more: listed(1) },
  {
    path: '/blog/search?q=kill%20switch',
    h1: '',
    texts: [],
    more: async (p) => {
      await expect(p.locator('main mark').first()).toBeVisible();
      await expect(p.getByRole('searchbox')).toHaveValue('kill switch');
    },
  },
];

/** At least `count` posts listed, each a link to its post. */
function listed(count: number): PageCheck['more'] {
  return async (p) => {
    const links = p.locator('.blog-card__link');
    expect(await links.count()).toBeGreaterThanOrEqual(count);
    await expect(links.first()).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  };
}

const TOOLS: readonly PageCheck[] = [
  page(
    '/what-is-my-ip',
    whatIsMyIp,
    'h1',
    ['intro', 'ipLabel', 'countryLabel', 'explain.title', 'explain.ip.title', 'ctaTitle'],
    [{ name: text(whatIsMyIp, 'cta'), href: '/pricing' }],
    async (p) => {
      await expect(p.locator('.ip-facts__ip')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
      await expect(p.locator('.ip-facts')).toContainText('IPv');
      await expect(p.getByText(text(whatIsMyIp, 'lookingUp'))).toHaveCount(0);
    },
  ),
  page(
    '/webrtc-leak-test',
    webrtc,
    'h1',
    ['intro', 'yourIp', 'explain.title'],
    [{ name: text(webrtc, 'cta'), href: '/pricing' }],
    async (p) => {
      await expect(p.locator('.reference-ip__value')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
      // Playwright turns scripts off by emulation, which does not render <noscript> or match (scripting: none) as a
      // browser with JavaScript switched off does: the note is checked in the markup, beside the button it stands in for.
      const html = await (await p.request.get(p.url())).text();
      expect(html).toMatch(
        new RegExp(`${text(webrtc, 'start')}</button><noscript><p class="tool-panel__needs-js">${text(webrtc, 'noScript')}</p></noscript>`),
      );
    },
  ),
  page('/what-is-vpn', whatIsVpn, 'h1', ['intro'], [{ name: text(whatIsVpn, 'cta'), href: '/pricing' }], async (p) => {
    await expect(p.getByRole('img', { name: 'With a VPN' })).toBeVisible();
    expect(await p.locator('main details').count()).toBeGreaterThanOrEqual(6);
  }),
];

for (const [area, checks] of [
  ['marketing', MARKETING],
  ['blog', BLOG],
  ['tools', TOOLS],
] as const) {
  test(`every ${area} page shows what it exists for without JavaScript`, async ({ page: p }) => {
    test.setTimeout(180_000);
    for (const check of checks) {
      const response = await p.goto(check.path);
      expect(response?.status(), check.path).toBe(200);
      const main = p.locator('main');
      await expect(p.locator('h1'), check.path).toHaveCount(1);
      if (check.h1) await expect(p.locator('h1'), check.path).toHaveText(check.h1);
      else await expect(p.locator('h1'), check.path).not.toBeEmpty();
      for (const expected of check.texts)
        await expect(main.getByText(expected, { exact: false }).first(), `${check.path}: ${expected}`).toBeVisible();
      for (const link of check.links ?? []) {
        await expect(
          main.locator(`a[href="${link.href}"]`).filter({ hasText: link.name }).first(),
          `${check.path}: ${link.name}`,
        ).toBeVisible();
      }
      await check.more?.(p);
      expect(await p.locator('html').getAttribute('data-hydrated'), check.path).toBeNull();
    }
  });
}
