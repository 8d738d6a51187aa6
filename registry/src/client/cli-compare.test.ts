import { parseWire, versionCompareSchema } from '@meridian/shared/registry-contract';
import { formatCompare, signedKb } from './cli-compare.ts';

const health = {
  minutes: 60,
  sampleSize: 120,
  serverErrorRate: 0,
  browserViews: 0,
  pageErrorRate: null,
  loads: 3,
  loadFailures: 0,
  p75: { lcpMs: null, inpMs: null, cls: null },
  series: [],
};

function compare(diff: Record<string, unknown>) {
  return parseWire(
    versionCompareSchema,
    {
      area: 'blog',
      candidate: '1.1.0',
      active: '1.0.0',
      health: { candidate: health, active: health },
      diff: {
        exposes: { added: [], removed: [] },
        files: { before: 10, after: 11 },
        bytes: { before: 100_000, after: 104_000 },
        entryBytes: { before: 7000, after: 7100 },
        chunks: [],
        shared: [],
        provenance: { candidate: { commit: 'abcdef0123456789', message: 'Author pages' }, active: null },
        routes: {
          candidate: ['/blog', '/blog/author/:author'],
          active: ['/blog', '/blog/tag/:tag'],
          added: ['/blog/author/:author'],
          removed: ['/blog/tag/:tag'],
        },
        firstLoad: { before: 20_480, after: 22_016, deltaBytes: 1536, deltaPercent: 7.5, warn: true },
        ...diff,
      },
    },
    'compare',
  );
}

test('prints the routes added and removed and the first-load delta, with a warning above +5 %', () => {
  const text = formatCompare(compare({}));
  expect(text).toContain('blog 1.1.0 against live 1.0.0');
  expect(text).toContain('routes added (1): /blog/author/:author');
  expect(text).toContain('routes removed (1): /blog/tag/:tag');
  expect(text).toContain('first-load JavaScript: 20.0 KB -> 21.5 KB gzip, +1.5 KB (+7.5 %)  WARNING: over +5 %');
  expect(text).toContain('commit: abcdef0123 Author pages');
});

test('a version published before route tables were recorded says so, and a shrink is signed', () => {
  const text = formatCompare(
    compare({
      routes: { candidate: null, active: ['/blog'], added: [], removed: [] },
      firstLoad: { before: 20_480, after: 19_456, deltaBytes: -1024, deltaPercent: -5, warn: false },
    }),
  );
  expect(text).toContain('routes: route table not recorded for this version');
  expect(text).toContain('first-load JavaScript: 20.0 KB -> 19.0 KB gzip, −1.0 KB (−5.0 %)');
  expect(text).not.toContain('WARNING');
  expect(signedKb(0, 0)).toBe('±0.0 KB (±0.0 %)');
});
