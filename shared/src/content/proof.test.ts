import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_LOCALES } from '../i18n/locales.ts';
import { SHARED_NAMESPACES } from '../routing/route-module.ts';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import { networkTotals } from './network.ts';
import { PROOF, auditExpiresAt, auditIsCurrent } from './proof.ts';

const LOCALES_DIR = join(__dirname, '..', '..', 'locales');
type Tree = { readonly [key: string]: string | Tree };
const bundle = (lang: string): Tree => JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'proof.json'), 'utf8')) as Tree;
const text = (tree: Tree, path: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const strings = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));

/**
 * Real review sites, labs, auditors and newspapers the site must never name as if they endorsed it
 * (rule proof.one-source). Matched as whole words, case-insensitive, in every language's words and in the ids.
 */
const DENYLIST = [
  'PCMag',
  'PC Magazine',
  'TechRadar',
  'CNET',
  'Wired',
  'The Verge',
  "Tom's Guide",
  'ZDNet',
  'Engadget',
  'TechCrunch',
  'Ars Technica',
  'Forbes',
  'New York Times',
  'Guardian',
  'BBC',
  'Reuters',
  'Bloomberg',
  'Washington Post',
  'Wall Street Journal',
  'Cure53',
  'Deloitte',
  'PwC',
  'PricewaterhouseCoopers',
  'KPMG',
  'Ernst & Young',
  'Securitum',
  'Leviathan',
  'AV-Test',
  'Trustpilot',
  'vpnMentor',
  'Comparitech',
  'Security.org',
  'Cybernews',
  'Which?',
  'Stiftung Warentest',
  'Chip.de',
];
const mentions = (value: string, brand: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(value);

describe('the proof the company fills in (rule proof.one-source)', () => {
  test("the numbers' servers, cities and countries are the network's, never typed twice", () => {
    const { servers, cities, countries } = PROOF.numbers;
    expect({ servers, cities, countries }).toEqual(networkTotals());
    expect(Number.isInteger(PROOF.numbers.users) && PROOF.numbers.users > 0).toBe(true);
    expect(Number.isInteger(PROOF.numbers.devices) && PROOF.numbers.devices > 0).toBe(true);
  });

  test('ratings and review scores are 1.0 to 5.0 with one decimal; rating counts are whole numbers', () => {
    const scores = [...PROOF.ratings.map((rating) => rating.stars), ...PROOF.reviews.map((review) => review.stars)];
    for (const stars of scores)
      expect({ stars, ok: stars >= 1 && stars <= 5 && Math.round(stars * 10) === stars * 10 }).toEqual({ stars, ok: true });
    for (const rating of PROOF.ratings) expect(Number.isInteger(rating.count) && rating.count > 0).toBe(true);
  });

  test('at least six reviews from six sources and three press quotes from three outlets', () => {
    expect(new Set(PROOF.reviews.map((review) => review.source)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(PROOF.press.map((quote) => quote.outlet)).size).toBeGreaterThanOrEqual(3);
  });

  test('the audit backs the claim for twelve months from its completion, then no longer (rule proof.audit-age)', () => {
    const audit = { completed: '2026-06-19' };
    expect(new Date(auditExpiresAt(audit)).toISOString()).toBe('2027-06-19T00:00:00.000Z');
    expect(auditIsCurrent(audit, Date.parse('2026-06-18T23:59:59Z'))).toBe(false);
    expect(auditIsCurrent(audit, Date.parse('2026-06-19T00:00:00Z'))).toBe(true);
    expect(auditIsCurrent(audit, Date.parse('2027-06-18T23:59:59Z'))).toBe(true);
    expect(auditIsCurrent(audit, Date.parse('2027-06-19T00:00:00Z'))).toBe(false);
    // A leap day: an audit of 29 February 2028 expires on 1 March 2029 (no 29 February that year).
    expect(new Date(auditExpiresAt({ completed: '2028-02-29' })).toISOString()).toBe('2029-03-01T00:00:00.000Z');
    expect(auditIsCurrent({ completed: 'not a date' }, Date.parse('2026-12-01T00:00:00Z'))).toBe(false);
  });

  test('every review names a real month of publication', () => {
    for (const review of PROOF.reviews) expect(review.published).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
  });

  test.each(ROUTE_LOCALES)('%s has the words of every entry: firm, scope, stores, reviews, sources, quotes, outlets', (lang) => {
    const words = bundle(lang);
    const keys = [
      `audit.firms.${PROOF.audit.firm}`,
      ...PROOF.audit.scope.map((item) => `page.scope.${item}`),
      ...PROOF.ratings.map((rating) => `ratings.stores.${rating.store}`),
      ...PROOF.reviews.flatMap((review) => [`reviews.${review.id}`, `sources.${review.source}`]),
      ...PROOF.press.flatMap((quote) => [`press.${quote.id}`, `outlets.${quote.outlet}`]),
    ];
    expect(keys.filter((key) => !text(words, key)?.trim())).toEqual([]);
  });

  test('names no real review site, auditor or newspaper, in any language or id', () => {
    const found: string[] = [];
    const ids = JSON.stringify(PROOF);
    for (const lang of ROUTE_LOCALES)
      for (const value of [...strings(bundle(lang)), ids])
        for (const brand of DENYLIST) if (mentions(value, brand)) found.push(`${lang}: ${brand} in "${value}"`);
    expect(found).toEqual([]);
  });

  test('the denylist check finds a real brand where one is written', () => {
    expect(mentions('As seen in TechRadar.', 'TechRadar')).toBe(true);
    expect(mentions('Geprüft von KPMG', 'KPMG')).toBe(true);
    expect(mentions('Unwired networks', 'Wired')).toBe(false);
  });
});

describe('the proof namespace in every route language', () => {
  describeLocaleCoverage(LOCALES_DIR, ROUTE_LOCALES, SHARED_NAMESPACES);
});
