/**
 * Without JavaScript (issue 12): every page of marketing, blog and tools shows the content it
 * exists for in the server HTML (texts and calls to action, the blog list and a post body, the
 * visitor's IP), the contact form sends, `/redirect` answers a redirect, and the mobile menu
 * opens. Account and checkout pages have their own no-JavaScript specs.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_SAMPLES } from './fixtures/routes.ts';

test.use({ javaScriptEnabled: false });

const BRAND = 'Meridian VPN';
type Bundle = Record<string, unknown>;

/** An English bundle of a workspace, e.g. `bundle('remote-marketing', 'home')`. */
function bundle(workspace: string, ns: string): Bundle {
  return JSON.parse(readFileSync(new URL(`../${workspace}/locales/en/${ns}.json`, import.meta.url), 'utf8')) as Bundle;
}

/** The text at `key` (`cta.primary`) with the brand filled in. */
function text(messages: Bundle, key: string, values: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Bundle)[part] : undefined), messages);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return Object.entries({ brand: BRAND, ...values }).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), found);
}

const marketing = (ns: string) => bundle('remote-marketing', ns);
const tools = (ns: string) => bundle('remote-tools', ns);
const home = marketing('home');
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
    [
      { name: text(home, 'cta.primary'), href: '/pricing' },
      { name: text(home, 'cta.secondary'), href: '/vpn-trial' },
      { name: text(home, 'pricing.cta'), href: '/pricing' },
    ],
    async (p) => {
      expect(await p.locator('#faq details').count()).toBeGreaterThanOrEqual(6);
    },
  ),
  page(
    '/features',
    features,
    'h1',
    ['intro', 'check.title', 'closing.title'],
    [
      { name: text(features, 'cta'), href: '/pricing' },
      { name: text(features, 'closing.trial'), href: '/vpn-trial' },
    ],
  ),
  page(
    '/vpn-server',
    servers,
    'h1',
    ['intro', 'listTitle'],
    [
      { name: text(servers, 'detail.download'), href: '/download' },
      { name: text(servers, 'regions.germany.name'), href: '/vpn-server/germany' },
    ],
  ),
  page(
    '/vpn-server/hongkong',
    servers,
    'regions.hongkong.h1',
    ['regions.hongkong.intro', 'regions.hongkong.streaming', 'regions.hongkong.speed', 'cities.hongKong'],
    [{ name: text(servers, 'regionCta', { region: text(servers, 'regions.hongkong.name') }), href: '/pricing' }],
  ),
  page('/vpn-trial', trial, 'h1', ['intro', 'included.title'], [{ name: text(trial, 'cta'), href: '/pricing' }]),
  page(
    '/vpn-for-social-media',
    social,
    'h1',
    ['intro', 'listTitle'],
    [
      { name: text(social, 'cta'), href: '/pricing' },
      { name: text(social, 'networks.tiktok.name'), href: '/vpn-for-social-media/tiktok' },
    ],
  ),
  page(
    '/vpn-for-social-media/tiktok',
    social,
    'networks.tiktok.h1',
    ['networks.tiktok.why', 'networks.tiktok.tip'],
    [{ name: text(social, 'cta'), href: '/pricing' }],
  ),
  page('/download', download, 'h1', ['intro', 'listTitle'], [{ name: text(download, 'products.windows.name'), href: '/download/windows' }]),
  page(
    '/download/samsung-tv',
    download,
    'products.samsung-tv.h1',
    ['products.samsung-tv.intro', 'detail.editions', 'products.samsung-tv.steps.s1'],
    [
      {
        name: text(download, 'productCta', { product: text(download, 'products.samsung-tv.name') }),
        href: `/redirect?to=${encodeURIComponent('https://play.google.com/store/apps/details?id=com.meridianvpn.tv')}`,
      },
    ],
    async (p) => {
      const editions = p.locator('table.editions');
      await expect(editions.locator('tbody th')).toHaveText([`${BRAND} TV`]);
      await expect(editions).not.toContainText(/\d|Android_TV|App ID/);
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
    links: [{ name: 'How to stay safe on public Wi-Fi', href: '/blog/public-wifi-safety' }],
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

test('the navigation bar calls to action lead to pricing and log in', async ({ page: p }) => {
  await p.goto('/features');
  const nav = p.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: `Get ${BRAND}` })).toHaveAttribute('href', '/pricing');
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('the contact form sends without JavaScript and shows the confirmation', async ({ page: p }) => {
  await p.goto('/contact-us');
  await p.getByLabel('Your name').fill('No Script');
  // A fresh address each run: the API takes a few messages per address and window.
  await p.getByLabel('Email address').fill(`nojs-${Date.now()}@example.com`);
  await p.getByLabel('Subject').fill('Without JavaScript');
  await p.getByLabel('Message', { exact: false }).last().fill('Sent from a browser with JavaScript turned off.');
  await p.getByRole('button', { name: text(contact, 'form.submit') }).click();
  await expect(p).toHaveURL(/\/contact-us\?sent=1$/);
  await expect(p.locator('.contact-form [role="status"]')).toHaveText(text(contact, 'form.sent'));
  await expect(p.getByLabel('Email address')).toHaveValue('');
});

test('the contact form shows what to correct without JavaScript and keeps what was typed', async ({ page: p }) => {
  await p.goto('/de/contact-us');
  const de = JSON.parse(readFileSync(new URL('../remote-marketing/locales/de/contact-us.json', import.meta.url), 'utf8')) as Bundle;
  await p.getByLabel(text(de, 'form.email')).fill('ana@example');
  await p.getByLabel(text(de, 'form.subject'), { exact: false }).fill('Rechnung');
  const [response] = await Promise.all([
    p.waitForResponse((answer) => answer.request().method() === 'POST'),
    p.getByRole('button', { name: text(de, 'form.submit') }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(p.getByText(text(de, 'form.errors.emailInvalid'))).toBeVisible();
  await expect(p.getByText(text(de, 'form.errors.messageRequired'))).toBeVisible();
  await expect(p.getByLabel(text(de, 'form.email'))).toHaveAttribute('aria-invalid', 'true');
  await expect(p.getByLabel(text(de, 'form.subject'), { exact: false })).toHaveValue('Rechnung');
});

test('/redirect answers an HTTP redirect to an allowed store listing, and the download buttons use it', async ({ page: p, request }) => {
  const listing = 'https://apps.microsoft.com/detail/9NMRDNVPN401';
  for (const query of [`url=${encodeURIComponent(listing)}`, `to=${encodeURIComponent(listing)}`]) {
    const answer = await request.get(`/redirect?${query}`, { maxRedirects: 0 });
    expect(answer.status(), query).toBe(302);
    expect(answer.headers().location, query).toBe(listing);
  }
  await p.goto('/download/windows');
  const button = p.getByRole('link', { name: text(download, 'productCta', { product: 'Windows' }) });
  const href = await button.getAttribute('href');
  const answer = await request.get(href ?? '', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(listing);
});

test('/redirect refuses a target off the allow-list and shows where it led instead', async ({ page: p, request }) => {
  const answer = await request.get(`/redirect?url=${encodeURIComponent('https://evil.example/prize')}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers().location).toBeUndefined();
  await p.goto(`/redirect?url=${encodeURIComponent('https://evil.example/prize')}`);
  await expect(p.locator('h1')).toHaveText(text(redirect, 'h1'));
  await expect(p.locator('main')).toContainText('evil.example');
  await expect(p.locator('main a[href*="evil.example"]')).toHaveCount(0);
});

test('the mobile menu opens at 390 px without JavaScript', async ({ page: p }) => {
  await p.setViewportSize({ width: 390, height: 844 });
  await p.goto('/features');
  const toggle = p.locator('summary.nav__toggle');
  const menu = p.getByRole('navigation', { name: 'Main' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Open menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Close menu');
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(p).toHaveURL(/\/blog$/);
  await expect(p.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

for (const prefix of ['', '/ar']) {
  test(`every page shows its server-rendered content without JavaScript at ${prefix || '/'}`, async ({ page: p }) => {
    for (const { path } of ROUTE_SAMPLES) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
      await p.goto(url);
      await expect(p.locator('h1'), url).toHaveCount(1);
      await expect(p.locator('h1'), url).not.toBeEmpty();
      await expect(p.locator('main p').first(), url).not.toBeEmpty();
      const standalone = ['/paystatus', '/redirect'].includes(path);
      await expect(p.locator('footer a[href$="privacy-policy"]'), url).toHaveCount(standalone ? 0 : 1);
      expect(await p.locator('html').getAttribute('data-hydrated'), url).toBeNull();
    }
  });
}

test('the language switcher works without JavaScript', async ({ page: p }) => {
  await p.goto('/features');
  await p.locator('summary.lang-switcher__summary').click();
  await p.getByRole('link', { name: 'Deutsch' }).click();
  await expect(p).toHaveURL(/\/de\/features$/);
  await expect(p.locator('html')).toHaveAttribute('lang', 'de-DE');
});
