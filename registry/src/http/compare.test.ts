/**
 * A version against the live one (decision 032): health side by side over the last hour with a
 * per-minute series, and what changed (chunks and bytes, the browser entry, shared dependency
 * versions, the commit recorded at publish), from a running test registry.
 */
import { parseWire, versionCompareSchema } from '@meridian/shared/registry-contract';
import { emptySignals } from '../db/signals-repo.ts';
import { chunkName } from '../services/version-compare.ts';
import { createFixture, HOST_TOKEN, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { toPublishFiles, versionContents } from '../test-support/version-files.ts';

let fx: Fixture;

beforeEach(async () => {
  fx = await createFixture();
});

afterEach(async () => {
  await fx.close();
});

const report = (version: string, pageViews: number, pageFailures: number) =>
  fx.request({
    method: 'POST',
    url: '/api/health',
    headers: { authorization: `Bearer ${HOST_TOKEN}` },
    payload: { area: 'blog', version, loads: 1, failures: 0, pageViews, pageFailures },
  });

test('compares a version with the live one: health per minute, chunks, entry, shared versions and commit', async () => {
  expect((await fx.publish('blog', '1.0.0', { extra: { 'js/async/12.aaaaaaaa.js': 'x'.repeat(100) } })).statusCode).toBe(201);
  const contents = versionContents('blog', '1.1.0', {
    shared: { 'react-router': ['8.6.0', '^8.6.0'] },
    extra: { 'js/async/12.bbbbbbbb.js': 'y'.repeat(250), 'js/async/30.cccccccc.js': 'z'.repeat(40) },
  });
  for (const [path, text] of Object.entries(contents)) fx.origin.put(`/1.1.0/${path}`, text);
  const provenance = { commit: 'a'.repeat(40), branch: 'main', author: 'Rita', message: 'Tag pages' };
  const published = await fx.request({
    method: 'POST',
    url: '/api/remotes/blog/versions',
    headers: { authorization: `Bearer ${TEST_TOKEN}` },
    payload: { version: '1.1.0', files: toPublishFiles(contents), provenance },
  });
  expect(published.statusCode).toBe(201);
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  await report('1.0.0', 40, 0);
  fx.clock.now += 60_000;
  // Hosts report only versions the release state names (decision 048); this one's shared versions keep it out of it, so its counts go in directly.
  await fx.deps.db.addSignals('blog', '1.1.0', { ...emptySignals(), pageViews: 10, serverErrors: 2 }, fx.clock.now);

  const response = await fx.request({ url: '/api/remotes/blog/versions/1.1.0/compare' });
  expect(response.statusCode).toBe(200);
  const compare = parseWire(versionCompareSchema, response.json(), 'compare');
  expect(compare).toMatchObject({ area: 'blog', candidate: '1.1.0', active: '1.0.0' });
  expect(compare.health.candidate).toMatchObject({
    minutes: 60,
    sampleSize: 10,
    serverErrorRate: 0.2,
    browserViews: 0,
    pageErrorRate: null,
  });
  expect(compare.health.active).toMatchObject({ sampleSize: 40, serverErrorRate: 0 });
  expect(compare.health.candidate.series).toHaveLength(60);
  expect(compare.health.candidate.series.at(-1)).toMatchObject({ views: 10, failures: 2 });
  expect(compare.health.active?.series.at(-2)).toMatchObject({ views: 40, failures: 0 });
  expect(compare.diff.chunks).toEqual(
    [
      { chunk: 'js/async/12.js', before: 100, after: 250 },
      { chunk: 'js/async/30.js', before: null, after: 40 },
      { chunk: 'remoteEntry.js', before: 28, after: 28 },
    ].filter((item) => item.before !== item.after),
  );
  expect(compare.diff.shared).toEqual([{ name: 'react-router', before: '8.5.1', after: '8.6.0' }]);
  expect(compare.diff.provenance).toEqual({ candidate: provenance, active: null });
  expect(compare.diff.exposes).toEqual({ added: [], removed: [] });
});

test('the health panel shows the share of signed page views with an error and the Web Vitals hosts report for a version', async () => {
  expect((await fx.publish('blog', '1.0.0')).statusCode).toBe(201);
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  const browserViews = Array.from({ length: 20 }, (_, index) => ({
    id: `view-${String(index).padStart(12, '0')}`,
    source: `source-${index}`,
    error: index < 3,
    vitals: { lcp: 1800 },
  }));
  const reported = await fx.request({
    method: 'POST',
    url: '/api/health',
    headers: { authorization: `Bearer ${HOST_TOKEN}` },
    payload: { area: 'blog', version: '1.0.0', loads: 1, failures: 0, pageViews: 20, pageFailures: 0, browserViews },
  });
  expect(reported.json()).toMatchObject({ browserViews: { accepted: 20, duplicates: 0, overCap: 0 } });
  const compare = parseWire(
    versionCompareSchema,
    (await fx.request({ url: '/api/remotes/blog/versions/1.0.0/compare' })).json(),
    'compare',
  );
  expect(compare.health.candidate).toMatchObject({ sampleSize: 20, browserViews: 20, pageErrorRate: 0.15, serverErrorRate: 0 });
  expect(compare.health.candidate.p75.lcpMs).toBeGreaterThanOrEqual(1800);
  expect(compare.health.candidate.p75.inpMs).toBeNull();
});

test('a version never published is a 404, a malformed one a 400', async () => {
  expect((await fx.request({ url: '/api/remotes/blog/versions/9.9.9/compare' })).json()).toMatchObject({ code: 'version_not_found' });
  expect((await fx.request({ url: '/api/remotes/blog/versions/latest/compare' })).statusCode).toBe(400);
});

test('chunks are matched across versions by their name without the content hash', () => {
  expect(chunkName('js/async/412.3f9a1c2b.js')).toBe('js/async/412.js');
  expect(chunkName('css/main-0123abcd.css')).toBe('css/main.css');
  expect(chunkName('remoteEntry.js')).toBe('remoteEntry.js');
});
