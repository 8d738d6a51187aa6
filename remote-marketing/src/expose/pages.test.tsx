import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@meridian/shared/i18n';
import { renderOnServer } from 'host/testing/render-area';
import { REGIONS } from '@meridian/shared/regions';
import { areaModule } from './routes.ts';
import { SITEMAP_PATHS } from './sitemap-paths.ts';

/** This remote's bundles in `lang`, plus the host's `location` bundle the home page reads. */
function bundlesOf(lang: string): Record<string, Messages> {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Messages;
  const dir = join(__dirname, '..', '..', 'locales', lang);
  const bundles = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -5), read(join(dir, file))]),
  );
  return { ...bundles, location: read(join(__dirname, '..', '..', '..', 'host', 'locales', lang, 'location.json')) };
}

const bundles = { en: bundlesOf('en'), ar: bundlesOf('ar') };

/** Every page of the area: the indexable ones of the sitemap list, and the redirect page. */
const PATHS = [...SITEMAP_PATHS, '/redirect?to=https%3A%2F%2Fevil.example%2F'];

/** The server HTML of a page as a DOM to query. */
async function serverPage(url: string): Promise<HTMLElement> {
  const answer = await renderOnServer({ module: areaModule, bundles, url });
  expect({ url, status: answer.status }).toEqual({ url, status: 200 });
  const container = document.createElement('div');
  container.innerHTML = answer.html;
  return container;
}

/** Texts that are a bare i18next key (`detail.editionLink`): what a key missing in en renders. */
function bareKeys(container: HTMLElement): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (/^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)+$/.test(text)) found.push(text);
  }
  return found;
}

describe.each(['', '/ar'])('server pages at %s', (prefix) => {
  test.each(PATHS)('%s renders one H1 and no missing text', async (path) => {
    const container = await serverPage(`${prefix}${path === '/' ? '' : path}` || '/');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(bareKeys(container)).toEqual([]);
    expect(container.textContent).not.toMatch(/\{\{|\}\}|\{brand\}/);
  });
});

describe('page structure', () => {
  // The proof leaves out an audit older than twelve months (rule proof.audit-age): these pages are read on a day
  // the content's audit is current, whatever today's date is.
  const CONTENT_DAY = Date.parse('2026-12-01T12:00:00Z');
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(CONTENT_DAY));
  afterEach(() => jest.restoreAllMocks());

  test('the home hero carries the proof: ratings, the audit linked to its summary, a review with its source, the numbers (decision 041)', async () => {
    const proof = (await serverPage('/')).querySelector('.page-intro aside.proof');
    expect(proof?.querySelector('a[href="/no-logs-audit"]')).not.toBeNull();
    expect(proof?.textContent).toContain('Halvorsen & Brandt Assurance');
    expect(proof?.textContent).toContain('Norrsken Security Notes');
    expect(proof?.textContent).toContain('1,796 servers');
  });

  test('the home page quotes reviewers and outlets by name, no longer anonymous messages to support', async () => {
    const container = await serverPage('/');
    expect(container.textContent).toContain('The Ashgrove Courier');
    expect(container.textContent).toContain('Quillbridge Digital');
    expect(container.textContent).not.toContain('support team, shared with their permission');
  });

  test('the audit summary says who audited, when, what was examined and the result', async () => {
    const container = await serverPage('/no-logs-audit');
    const facts = container.querySelector('dl.facts')?.textContent ?? '';
    expect(facts).toContain('Halvorsen & Brandt Assurance');
    expect(facts).toContain('June 19, 2026');
    expect(facts).toContain('No logs of browsing');
    expect(container.querySelectorAll('h2')).toHaveLength(4);
  });

  test('the home page has a FAQ of at least six questions as disclosure widgets', async () => {
    const container = await serverPage('/');
    expect(container.querySelectorAll('#faq details').length).toBeGreaterThanOrEqual(6);
  });

  test('the home page links to every region, the downloads and /pricing', async () => {
    const container = await serverPage('/');
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    for (const region of REGIONS) expect(hrefs).toContain(`/vpn-server/${region}`);
    expect(hrefs).toContain('/download/ios');
    expect(hrefs).toContain('/pricing');
  });

  test('a region page shows its cities, its uses and its streaming and speed notes', async () => {
    const container = await serverPage('/vpn-server/germany');
    expect(container.querySelector('h1')?.textContent).toBe('VPN servers in Germany');
    for (const city of ['Frankfurt', 'Berlin', 'Munich']) expect(container.textContent).toContain(city);
    expect(container.textContent).toContain('DE-CIX');
    expect(container.querySelector('a[href="/vpn-server/france"]')).not.toBeNull();
  });
});
