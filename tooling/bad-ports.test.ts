/**
 * @jest-environment node
 *
 * A port browsers and fetch refuse is named at start-up, with the setting that produced it,
 * instead of a system that starts and is never reached.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { portProblems } from './bad-ports.ts';

const ROOT = join(import.meta.dirname, '..');
const KEYS = ['MERIDIAN_PORT_BASE', 'HOST_PORT', 'API_PORT', 'REGISTRY_PORT', 'MERIDIAN_MARKETING_PORT', 'MERIDIAN_BLOG_PORT'];
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

function withEnv(env: Record<string, string>): string[] {
  for (const key of KEYS) delete process.env[key];
  Object.assign(process.env, env);
  return portProblems();
}

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

test('the default table and the bases engineers use have no problem', () => {
  expect(withEnv({})).toEqual([]);
  expect(withEnv({ MERIDIAN_PORT_BASE: '11000' })).toEqual([]);
});

test('names the port, the process and the setting that produced it, and what to change', () => {
  expect(withEnv({ MERIDIAN_PORT_BASE: '6000' })).toEqual([
    "host port 6000 (MERIDIAN_PORT_BASE=6000) is one browsers and fetch refuse (the Fetch standard's bad ports, https://fetch.spec.whatwg.org/#bad-port): choose another MERIDIAN_PORT_BASE, or set HOST_PORT",
  ]);
  expect(withEnv({ MERIDIAN_PORT_BASE: '9880' })).toEqual([
    expect.stringMatching(
      /^registry port 10080 \(MERIDIAN_PORT_BASE=9880 \+ 200\) is one browsers and fetch refuse .*: choose another MERIDIAN_PORT_BASE, or set REGISTRY_PORT$/,
    ),
  ]);
  expect(withEnv({ API_PORT: '10080' })).toEqual([
    expect.stringMatching(/^api port 10080 \(API_PORT=10080\) .*: choose another API_PORT$/),
  ]);
  expect(withEnv({ MERIDIAN_PORT_BASE: '3658' })).toEqual([
    expect.stringMatching(/^marketing origin port 3659 \(MERIDIAN_PORT_BASE=3658 \+ 1\)/),
  ]);
});

test('names a setting that is not a port, a port above 65535 and two processes on one port', () => {
  expect(withEnv({ HOST_PORT: 'abc' })).toEqual(['HOST_PORT="abc" is not a port number (1 to 65535)']);
  expect(withEnv({ MERIDIAN_PORT_BASE: '65400' })).toEqual([
    'registry port 65600 (MERIDIAN_PORT_BASE=65400 + 200) is above 65535: choose another MERIDIAN_PORT_BASE, or set REGISTRY_PORT',
  ]);
  expect(withEnv({ MERIDIAN_BLOG_PORT: '3100' })).toEqual([
    'blog origin (MERIDIAN_BLOG_PORT=3100) and api (the default base 3000 + 100) are both on port 3100',
  ]);
});

test.each([
  ['npm start', ['scripts/start.ts', '--no-build'], 'start'],
  ['npm run dev', ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', 'scripts/dev.ts'], 'dev'],
])(
  '%s with a base of 6000 stops at once, naming the port and the key, and starts nothing',
  (_name, args, label) => {
    const started = Date.now();
    const env: NodeJS.ProcessEnv = { ...process.env, MERIDIAN_PORT_BASE: '6000' };
    for (const key of KEYS.slice(1)) delete env[key];
    const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`[${label}] host port 6000 (MERIDIAN_PORT_BASE=6000) is one browsers and fetch refuse`);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/: built|up to date|first build|serving/);
    expect(Date.now() - started).toBeLessThan(15_000);
  },
  30_000,
);
