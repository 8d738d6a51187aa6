/**
 * @jest-environment node
 *
 * The tools follow the port table: with two checkouts side by side, `npm run release`
 * in one talks to that checkout's registry (`MERIDIAN_PORT_BASE` + 200), not to the first one's.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createFixture, VIEWER_TOKEN, type Fixture } from 'registry/src/test-support/registry-fixture.ts';
import { registryUrl } from './local-system.ts';

const ROOT = join(import.meta.dirname, '..');
const run = promisify(execFile);

let fx: Fixture;
beforeEach(async () => {
  fx = await createFixture();
});
afterEach(() => fx.close());

test('the registry URL is the base plus 200, or REGISTRY_PORT', () => {
  const saved = { base: process.env.MERIDIAN_PORT_BASE, port: process.env.REGISTRY_PORT };
  try {
    delete process.env.REGISTRY_PORT;
    process.env.MERIDIAN_PORT_BASE = '11000';
    expect(registryUrl()).toBe('http://127.0.0.1:11200');
    process.env.REGISTRY_PORT = '4321';
    expect(registryUrl()).toBe('http://127.0.0.1:4321');
  } finally {
    for (const [key, value] of [
      ['MERIDIAN_PORT_BASE', saved.base],
      ['REGISTRY_PORT', saved.port],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
});

test('npm run release -- status talks to the registry of MERIDIAN_PORT_BASE', async () => {
  expect((await fx.publish('tools', '7.7.7')).statusCode).toBe(201);
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '7.7.7' })).statusCode).toBe(200);
  const port = Number(new URL(fx.baseUrl).port);
  // Reads need a token (decision 051): the fixture's viewer, not the checkout's local one.
  const env: NodeJS.ProcessEnv = { ...process.env, MERIDIAN_PORT_BASE: String(port - 200), REGISTRY_TOKEN: VIEWER_TOKEN };
  for (const key of ['REGISTRY_URL', 'REGISTRY_PORT']) delete env[key];
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts', 'registry-tool.ts'), 'cli', 'status'], { cwd: ROOT, env });
  expect(stdout).toMatch(/^tools\s+7\.7\.7\s/m);
}, 30_000);

test('npm run release refuses a registry port fetch would refuse, naming it', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, MERIDIAN_PORT_BASE: '9880' };
  for (const key of ['REGISTRY_URL', 'REGISTRY_PORT']) delete env[key];
  const failure = await run(process.execPath, [join(ROOT, 'scripts', 'registry-tool.ts'), 'cli', 'status'], { cwd: ROOT, env }).catch(
    (error: unknown) => error as { code: number; stderr: string },
  );
  expect(failure).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('[release] registry port 10080 (MERIDIAN_PORT_BASE=9880 + 200)'),
  });
}, 30_000);
