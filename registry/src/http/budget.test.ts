import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { manifestText } from '../test-support/version-files.ts';

jest.setTimeout(30_000);

const RITA_TOKEN = 'test-token-rita-0123456789abcdef01234';
let fx: Fixture;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

beforeEach(async () => {
  fx = await createFixture({
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'rita', token: RITA_TOKEN, role: 'releaser' },
    ],
  });
});

afterEach(async () => {
  await fx.close();
});

// Random text, so gzip cannot shrink it away: the figures follow the bytes.
const text = (length: number) => randomBytes(length).toString('base64').slice(0, length);
const gz = (content: string) => gzipSync(Buffer.from(content), { level: 9 }).byteLength;

/** A tools version whose manifest names its `./routes` chunks: an entry, a sync chunk, a style sheet and two lazy page chunks. */
function toolsVersion(version: string, entryBytes: number) {
  const manifest = JSON.parse(manifestText('tools', version)) as { exposes: Record<string, unknown>[] };
  const assets = { js: { sync: ['routes.js'], async: ['page-a.js', 'page-b.js'] }, css: { sync: ['routes.css'], async: [] } };
  manifest.exposes = [{ name: 'routes', path: './routes', assets }];
  const extra = {
    'remoteEntry.js': text(entryBytes),
    'routes.js': text(2000),
    'routes.css': text(1000),
    'page-a.js': text(3000),
    'page-b.js': text(1500),
  };
  const beforeHydration = gz(extra['remoteEntry.js']) + gz(extra['routes.js']);
  const firstThreeSeconds = beforeHydration + gz(extra['routes.css']) + gz(extra['page-a.js']);
  return { manifest: JSON.stringify(manifest), extra, beforeHydration, firstThreeSeconds };
}

async function publish(
  version: string,
  entryBytes: number,
  budget: (figures: { beforeHydration: number; firstThreeSeconds: number }) => object,
) {
  const built = toolsVersion(version, entryBytes);
  const answer = await fx.publish('tools', version, {
    manifest: built.manifest,
    extra: built.extra,
    budget: { beforeHydration: 1, firstThreeSeconds: 1, ...budget(built) },
  });
  expect(answer.statusCode).toBe(201);
  return built;
}

test('a deploy 10 KB over its budget: refused with the figures; over budget only by an admin, figures in the audit (decision 060)', async () => {
  await publish('1.0.0', 8000, (figures) => ({ beforeHydration: figures.beforeHydration, firstThreeSeconds: figures.firstThreeSeconds }));
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' }, undefined, RITA_TOKEN)).statusCode).toBe(200);
  const grown = await publish('1.0.1', 8000 + 13_500, (figures) => ({
    beforeHydration: figures.beforeHydration - 10_240,
    firstThreeSeconds: figures.firstThreeSeconds + 50_000,
  }));
  const before = { releases: (await fx.request({ url: '/api/releases' })).json(), audit: (await fx.request({ url: '/api/audit' })).json() };

  const refused = await fx.write({ action: 'activate', remote: 'tools', version: '1.0.1' }, undefined, RITA_TOKEN);
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toMatchObject({
    code: 'over_budget',
    message: expect.stringMatching(/tools@1\.0\.1 is over its first-load budget: beforeHydration .* by 10\.0 KB/),
    budget: {
      budget: { beforeHydration: grown.beforeHydration - 10_240 },
      beforeHydration: grown.beforeHydration,
      firstThreeSeconds: grown.firstThreeSeconds,
      over: [{ figure: 'beforeHydration', bytes: grown.beforeHydration, budget: grown.beforeHydration - 10_240, overBy: 10_240 }],
    },
  });
  expect((await fx.write({ action: 'canary', remote: 'tools', version: '1.0.1', percent: 5 }, undefined, RITA_TOKEN)).statusCode).toBe(422);
  const releaser = await fx.write({ action: 'activate', remote: 'tools', version: '1.0.1', overBudget: true }, undefined, RITA_TOKEN);
  expect(releaser.statusCode).toBe(403);
  expect(releaser.json()).toMatchObject({ code: 'forbidden', needed: 'admin' });
  expect({
    releases: (await fx.request({ url: '/api/releases' })).json(),
    audit: (await fx.request({ url: '/api/audit' })).json(),
  }).toEqual(before);

  const admin = await fx.write({
    action: 'activate',
    remote: 'tools',
    version: '1.0.1',
    overBudget: true,
    reason: 'launch page, trimmed next week',
  });
  expect(admin.statusCode).toBe(200);
  expect(admin.json()).toMatchObject({
    audit: {
      actor: 'alice',
      reason: 'launch page, trimmed next week',
      details: { overBudget: true, budget: { over: [{ figure: 'beforeHydration', overBy: 10_240 }] } },
    },
  });
});

test('publish records both figures beside the declared budget; a version within it goes live with its figures in the audit', async () => {
  const built = await publish('1.0.0', 8000, (figures) => ({
    beforeHydration: figures.beforeHydration + 1,
    firstThreeSeconds: figures.firstThreeSeconds,
  }));
  const figures = (await fx.request({ url: '/api/remotes/tools/versions/1.0.0/budget' })).json();
  expect(figures).toEqual({
    area: 'tools',
    version: '1.0.0',
    budget: { beforeHydration: built.beforeHydration + 1, firstThreeSeconds: built.firstThreeSeconds },
    beforeHydration: built.beforeHydration,
    firstThreeSeconds: built.firstThreeSeconds,
    over: [],
  });
  const activated = await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' });
  expect(activated.json()).toMatchObject({ audit: { details: { budget: { over: [] } } } });
  expect(activated.json<{ audit: { details: Record<string, unknown> } }>().audit.details.overBudget).toBeUndefined();
  expect((await fx.request({ url: '/api/remotes/tools/versions/9.9.9/budget' })).statusCode).toBe(404);
});

test('a promotion over budget is refused the same way, and an admin may promote over it', async () => {
  await publish('1.0.0', 20_000, (figures) => ({ beforeHydration: figures.beforeHydration - 10_240, firstThreeSeconds: 100_000 }));
  const stagingRevision = (await fx.request({ url: '/env/staging/api/releases' })).json<{ revision: number }>().revision;
  const staged = await fx.request({
    method: 'POST',
    url: '/env/staging/api/releases',
    headers: { ...as(TEST_TOKEN), 'if-match': `"${stagingRevision}"` },
    payload: { action: 'activate', remote: 'tools', version: '1.0.0', overBudget: true, reason: 'try it on staging' },
  });
  expect(staged.statusCode).toBe(200);
  const promote = async (token: string, overBudget?: boolean) =>
    fx.request({
      method: 'POST',
      url: '/api/promote-env',
      headers: { ...as(token), 'if-match': `"${await fx.revision()}"` },
      payload: { from: 'staging', remote: 'tools', reason: 'ship', ...(overBudget === undefined ? {} : { overBudget }) },
    });
  expect((await promote(RITA_TOKEN)).json()).toMatchObject({ code: 'over_budget' });
  expect((await promote(RITA_TOKEN, true)).statusCode).toBe(403);
  expect((await promote(TEST_TOKEN, true)).statusCode).toBe(200);
});
