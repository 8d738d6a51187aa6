import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

jest.setTimeout(30_000);

let fx: Fixture;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeEach(async () => {
  fx = await createFixture();
  for (const version of ['1.0.0', '1.0.1']) expect((await fx.publish('blog', version)).statusCode).toBe(201);
});

afterEach(async () => {
  await fx.close();
});

/** `POST /env/<environment>/api/releases` with If-Match at that environment's revision. */
async function writeIn(environment: string, body: Record<string, unknown>) {
  const revision = (await fx.request({ url: `/env/${environment}/api/releases` })).json<{ revision: number }>().revision;
  return fx.request({
    method: 'POST',
    url: `/env/${environment}/api/releases`,
    headers: { ...auth, 'if-match': `"${revision}"` },
    payload: { reason: 'test', ...body },
  });
}

test('staging has its own release state, revision and audit over the same published versions (decision 059)', async () => {
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  const staged = await writeIn('staging', { action: 'activate', remote: 'blog', version: '1.0.1' });
  expect(staged.statusCode).toBe(200);
  expect(staged.json()).toMatchObject({ revision: 1, audit: { environment: 'staging', action: 'activate', toVersion: '1.0.1' } });

  const production = (await fx.request({ url: '/api/releases' })).json<{ revision: number; remotes: { blog: { version: string } } }>();
  const staging = (await fx.request({ url: '/env/staging/api/releases' })).json<{
    revision: number;
    remotes: { blog: { version: string } };
  }>();
  expect([production.revision, production.remotes.blog.version]).toEqual([1, '1.0.0']);
  expect([staging.revision, staging.remotes.blog.version]).toEqual([1, '1.0.1']);
  expect((await fx.request({ url: '/env/production/api/releases' })).json()).toEqual(production);

  // Each audit holds its own writes and the publishes, which belong to every environment.
  type Entries = { entries: { action: string; environment: string | null; toVersion: string | null }[] };
  const stagingAudit = (await fx.request({ url: '/env/staging/api/audit' })).json<Entries>().entries;
  expect(stagingAudit.map((entry) => [entry.action, entry.environment, entry.toVersion])).toEqual([
    ['activate', 'staging', '1.0.1'],
    ['publish', null, '1.0.1'],
    ['publish', null, '1.0.0'],
  ]);
  const productionAudit = (await fx.request({ url: '/api/audit' })).json<Entries>().entries;
  expect(productionAudit.filter((entry) => entry.action === 'activate').map((entry) => entry.environment)).toEqual(['production']);

  const versions = (await fx.request({ url: '/env/staging/api/remotes/blog/versions' })).json<{
    active: string;
    versions: { version: string; status: string }[];
  }>();
  expect(versions.active).toBe('1.0.1');
  expect(versions.versions.map((item) => [item.version, item.status])).toEqual([
    ['1.0.1', 'active'],
    ['1.0.0', 'available'],
  ]);
});

test('a staging host long-polls staging: a production write does not wake it, a staging write does', async () => {
  await writeIn('staging', { action: 'activate', remote: 'blog', version: '1.0.0' });
  const waiting = fx.request({ url: '/env/staging/api/releases?wait=5', headers: { 'if-none-match': '"1"' } });
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await writeIn('staging', { action: 'activate', remote: 'blog', version: '1.0.1' });
  const answer = await waiting;
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ revision: 2, remotes: { blog: { version: '1.0.1' } } });
  expect(Date.now() - started).toBeLessThan(4000);
});

test('a preview made in staging leads to staging’s site and is audited there', async () => {
  const link = await fx.request({
    method: 'POST',
    url: '/env/staging/api/previews',
    headers: auth,
    payload: { remote: 'blog', version: '1.0.1', reason: 'try it' },
  });
  expect(link.statusCode).toBe(201);
  expect(link.json<{ url: string }>().url).toMatch(/^http:\/\/localhost:3060\/__preview\?token=/);
  const audit = (await fx.request({ url: '/env/staging/api/audit' })).json<{ entries: { action: string; environment: string }[] }>();
  expect(audit.entries[0]).toMatchObject({ action: 'preview', environment: 'staging' });
  const production = (await fx.request({ url: '/api/audit' })).json<{ entries: { action: string }[] }>();
  expect(production.entries.some((entry) => entry.action === 'preview')).toBe(false);
});

test('lists the environments with what each runs, and shows two side by side', async () => {
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  await writeIn('staging', { action: 'activate', remote: 'blog', version: '1.0.1' });
  const list = (await fx.request({ url: '/api/environments' })).json();
  expect(list).toEqual({
    environments: [
      {
        name: 'production',
        revision: 1,
        lock: null,
        hostOrigin: 'http://localhost:3000',
        remotes: { blog: expect.objectContaining({ version: '1.0.0' }) },
      },
      {
        name: 'staging',
        revision: 1,
        lock: null,
        hostOrigin: 'http://localhost:3060',
        remotes: { blog: expect.objectContaining({ version: '1.0.1' }) },
      },
    ],
  });
  const diff = (await fx.request({ url: '/api/environments/diff?from=staging&to=production' })).json<{
    areas: { area: string; from: string | null; to: string | null; same: boolean }[];
  }>();
  expect(diff.areas.find((area) => area.area === 'blog')).toMatchObject({ from: '1.0.1', to: '1.0.0', same: false });
  expect(diff.areas.find((area) => area.area === 'tools')).toMatchObject({ from: null, to: null, same: true });
});

test('an environment that is not configured is a 404 in words, never a route of another', async () => {
  const answer = await fx.request({ url: '/env/qa/api/releases' });
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toMatchObject({ code: 'unknown_environment', message: expect.stringContaining('production, staging') });
  expect((await fx.request({ url: '/api/environments/diff?from=qa&to=production' })).statusCode).toBe(404);
  expect((await fx.request({ url: '/api/environments/diff?from=QA&to=production' })).statusCode).toBe(400);
});
