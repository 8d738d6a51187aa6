import { createFixture, type Fixture } from '../test-support/registry-fixture.ts';
import { LOADING_CHECKER, workingServerEntry, writeChecker } from '../test-support/fake-checker.ts';

let fx: Fixture;

// Each gated write runs the checker, a Node child process: about 2 s apiece on the shared, loaded machine.
jest.setTimeout(20_000);

beforeEach(async () => {
  fx = await createFixture();
  const path = await writeChecker(fx.dir, 'check-remote.cjs', LOADING_CHECKER);
  fx.deps.config.remoteChecker = { path, env: { PATH: process.env.PATH ?? '' } };
});

afterEach(async () => {
  await fx.close();
});

const working = (version: string) => ({ extra: { 'server/remoteEntry.js': workingServerEntry('blog', version) } });

test('refuses to activate a version whose server entry does not load, naming loads-and-renders', async () => {
  // The fake version's server/remoteEntry.js is a comment: manifest, hashes and shared deps all pass.
  await fx.publish('blog', '1.0.0');
  const response = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ code: 'gate_failed', failures: [{ check: 'loads-and-renders' }] });
  expect(response.json<{ failures: { message: string }[] }>().failures[0]?.message).toMatch(/no Module Federation container/);
  expect(await fx.revision()).toBe(0);
});

test('refuses a canary of a version that does not load, and activates one that does', async () => {
  await fx.publish('blog', '1.0.0', working('1.0.0'));
  await fx.publish('blog', '1.1.0');
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  const canary = await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 5 });
  expect(canary.statusCode).toBe(422);
  expect(canary.json()).toMatchObject({ failures: [{ check: 'loads-and-renders' }] });
});

test('does not run the checker for a rollback or a promote', async () => {
  await fx.publish('blog', '1.0.0', working('1.0.0'));
  await fx.publish('blog', '1.1.0', working('1.1.0'));
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 5 })).statusCode).toBe(200);
  // From here on the checker fails everything: rollback and promote must still work.
  fx.deps.config.remoteChecker = {
    path: await writeChecker(fx.dir, 'failing.cjs', 'console.log(JSON.stringify({ ok: false, error: "down" })); process.exit(1);'),
    env: {},
  };
  expect((await fx.write({ action: 'promote', remote: 'blog' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'rollback', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
});
