/**
 * The registry's answers have the shapes of the wire contract the CLI, the console and the hosts
 * parse with (`@meridian/shared/registry-contract`, decision 034): each real answer of a running
 * test registry is parsed by the same schema its readers use.
 */
import {
  apiErrorSchema,
  areaVersionsSchema,
  auditListSchema,
  callerSchema,
  parseWire,
  peopleSchema,
  previewLinkSchema,
  publishResultSchema,
  releaseViewSchema,
  releaseWriteResultSchema,
} from '@meridian/shared/registry-contract';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeEach(async () => {
  fx = await createFixture();
});

afterEach(async () => {
  await fx.close();
});

test('every answer of a release parses with the schema its readers use', async () => {
  const published = await fx.publish('blog', '1.0.0');
  expect(parseWire(publishResultSchema, published.json(), 'publish')).toMatchObject({ area: 'blog', version: '1.0.0', created: true });
  await fx.publish('blog', '1.1.0');
  const activated = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  expect(parseWire(releaseWriteResultSchema, activated.json(), 'write').remote.version).toBe('1.0.0');
  await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' });
  await fx.write({ action: 'rollback', remote: 'blog' });

  const view = parseWire(releaseViewSchema, (await fx.request({ url: '/api/releases' })).json(), 'release state');
  expect(view.remotes.blog?.version).toBe('1.0.0');
  expect(view.remotes.blog?.fallback).toBeUndefined();
  expect(parseReleaseState((await fx.request({ url: '/api/releases' })).json()).remotes.blog?.version).toBe('1.0.0');

  const versions = parseWire(areaVersionsSchema, (await fx.request({ url: '/api/remotes/blog/versions' })).json(), 'versions');
  expect(versions.versions.map((item) => [item.version, item.status])).toEqual([
    ['1.1.0', 'previous'],
    ['1.0.0', 'active'],
  ]);
  const audit = parseWire(auditListSchema, (await fx.request({ url: '/api/audit' })).json(), 'audit');
  expect(audit.entries.map((entry) => entry.action)).toEqual(['rollback', 'activate', 'activate', 'publish', 'publish']);

  expect(parseWire(callerSchema, (await fx.request({ url: '/api/whoami', headers: auth })).json(), 'whoami')).toEqual({
    name: 'alice',
    role: 'admin',
  });
  const people = parseWire(peopleSchema, (await fx.request({ url: '/api/people', headers: auth })).json(), 'people');
  expect(people.people.map((person) => person.name)).toContain('alice');

  const preview = await fx.request({ method: 'POST', url: '/api/previews', headers: auth, payload: { remote: 'blog', version: '1.1.0' } });
  expect(parseWire(previewLinkSchema, preview.json(), 'preview').url).toContain('/__preview?token=');
});

test('a refusal parses as an error body naming its code, with each failed gate', async () => {
  const missing = await fx.write({ action: 'activate', remote: 'blog', version: '9.9.9' });
  expect(parseWire(apiErrorSchema, missing.json(), 'error')).toMatchObject({ code: 'version_not_found' });
});

test('a wrong shape is refused naming the field, never read as blank', () => {
  expect(() => parseWire(releaseViewSchema, { revision: '7', remotes: {} }, 'release state')).toThrow(/invalid release state: revision/);
  expect(() => parseWire(auditListSchema, { entries: [{ id: 1 }] }, 'audit')).toThrow(/entries\.0\.at/);
});
