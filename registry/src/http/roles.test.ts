/**
 * People, not a shared token (decision 035): each role meets the API as it should.
 * A viewer signs in and reads but cannot write (403), a releaser releases, publishes and previews
 * and is named in the audit, an admin also sees who has access, and the hosts' token only
 * reports health. A person added with `people add` signs in at once with a token the registry
 * keeps only as its digest.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFixture, HOST_TOKEN, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { addPerson } from '../tokens.ts';

const VIEWER = 'test-token-vera-viewer-0123456789abcdef';
const RELEASER = 'test-token-rita-releaser-0123456789abcd';
let fx: Fixture;

beforeEach(async () => {
  fx = await createFixture({
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'vera', token: VIEWER, role: 'viewer' },
      { name: 'rita', token: RELEASER, role: 'releaser' },
      { name: 'hosts', token: HOST_TOKEN, role: 'health' },
    ],
  });
  expect((await fx.publish('blog', '1.0.0')).statusCode).toBe(201);
});

afterEach(async () => {
  await fx.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

test('a viewer signs in and reads, and every write answers 403 naming the role needed', async () => {
  expect((await fx.request({ url: '/api/whoami', headers: as(VIEWER) })).json()).toEqual({ name: 'vera', role: 'viewer' });
  const write = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }, undefined, VIEWER);
  expect(write.statusCode).toBe(403);
  expect(write.json()).toMatchObject({ code: 'forbidden', role: 'viewer', needed: 'releaser' });
  const preview = await fx.request({
    method: 'POST',
    url: '/api/previews',
    headers: as(VIEWER),
    payload: { remote: 'blog', version: '1.0.0' },
  });
  expect(preview.statusCode).toBe(403);
  const publish = await fx.request({
    method: 'POST',
    url: '/api/remotes/blog/versions',
    headers: as(VIEWER),
    payload: { version: '1.0.1', files: [] },
  });
  expect(publish.statusCode).toBe(403);
  expect((await fx.request({ url: '/api/people', headers: as(VIEWER) })).statusCode).toBe(403);
  expect(await fx.revision()).toBe(0);
});

test('a releaser releases and previews, and the audit names the person', async () => {
  const write = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0', actor: 'someone-else' }, undefined, RELEASER);
  expect(write.statusCode).toBe(200);
  expect(write.json()).toMatchObject({ audit: { actor: 'rita', details: { claimedOnBehalfOf: 'someone-else' } } });
  const preview = await fx.request({
    method: 'POST',
    url: '/api/previews',
    headers: as(RELEASER),
    payload: { remote: 'blog', version: '1.0.0' },
  });
  expect(preview.statusCode).toBe(201);
  const people = await fx.request({ url: '/api/people', headers: as(RELEASER) });
  expect(people.statusCode).toBe(403);
  expect(people.json()).toMatchObject({ code: 'forbidden', role: 'releaser', needed: 'admin' });
  const { entries } = (await fx.request({ url: '/api/audit' })).json<{ entries: { actor: string; action: string }[] }>();
  expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
    ['rita', 'preview'],
    ['rita', 'activate'],
    ['alice', 'publish'],
  ]);
});

test('an admin sees who has a token and with which role, never a token', async () => {
  const response = await fx.request({ url: '/api/people', headers: as(TEST_TOKEN) });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    people: [
      { name: 'alice', role: 'admin' },
      { name: 'vera', role: 'viewer' },
      { name: 'rita', role: 'releaser' },
      { name: 'hosts', role: 'health' },
      { name: 'vic', role: 'viewer' },
    ],
  });
  expect(response.body).not.toContain(VIEWER);
});

test("the hosts' token reports health and nothing else", async () => {
  const write = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }, undefined, HOST_TOKEN);
  expect(write.statusCode).toBe(403);
  expect(write.json()).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/may only report health/) });
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  const report = await fx.request({
    method: 'POST',
    url: '/api/health',
    headers: as(HOST_TOKEN),
    payload: { area: 'blog', version: '1.0.0', loads: 1, failures: 0 },
  });
  expect(report.statusCode).toBe(200);
});

test('a person added with people add signs in at once; the file keeps only the digest', async () => {
  const file = join(fx.dir, 'people.json');
  const people = await createFixture({ tokens: [{ name: 'alice', token: TEST_TOKEN, role: 'admin' }], tokensFile: file });
  try {
    expect((await people.request({ url: '/api/whoami', headers: as('not-yet-anyone-0123456789abcdef0123') })).statusCode).toBe(401);
    const token = addPerson(file, 'bob', 'releaser');
    expect(await readFile(file, 'utf8')).not.toContain(token);
    expect((await people.request({ url: '/api/whoami', headers: as(token) })).json()).toEqual({ name: 'bob', role: 'releaser' });
    expect(() => addPerson(file, 'Bob', 'viewer')).toThrow(/already has a token/);
    expect(() => addPerson(file, 'registry', 'viewer')).toThrow(/reserved/);
  } finally {
    await people.close();
  }
});
