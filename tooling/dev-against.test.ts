/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readDeployedState, registryBase, withLocalAreas } from './dev-against.ts';
import { confirmOrigins, parseTrustedOrigins } from './dev-trust.ts';

/** A throwaway HTTP server on loopback answering every request with `status` and `body`. */
async function serve(status: number, body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => res.writeHead(status, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the registry URL of npm run dev --against', () => {
  test('accepts an http(s) base URL and drops trailing slashes', () => {
    expect(registryBase('https://registry.example.com/')).toBe('https://registry.example.com');
    expect(registryBase('http://127.0.0.1:3200')).toBe('http://127.0.0.1:3200');
    expect(registryBase('http://localhost:3200/')).toBe('http://localhost:3200');
    expect(registryBase('http://[::1]:3200')).toBe('http://[::1]:3200');
  });

  test.each([
    [undefined, '--against takes the URL of a release registry'],
    ['--only', '--against takes the URL of a release registry'],
    ['registry.example.com', 'not a URL'],
    ['ftp://registry.example.com', 'over http or https, not ftp:'],
    ['https://registry.example.com/?x=1', 'base URL only'],
    ['https://user:secret@registry.example.com', 'base URL only'],
    ['http://registry.example.com', 'plain http only to this machine (localhost, 127.0.0.1, [::1])'],
    ['http://10.0.0.7:3200', 'plain http only to this machine'],
  ])('refuses %s, saying why', (input, message) => {
    expect(() => registryBase(input)).toThrow(message);
  });
});

describe('the origins whose server code the local host runs (decision 052)', () => {
  const origins = ['https://cdn.example.com/blog', 'https://cdn.example.com/tools'];
  const never = () => Promise.reject(new Error('must not ask'));

  test('--trust-origins must name every one of them; a trailing slash or case of the host does not matter', async () => {
    const trusted = parseTrustedOrigins('https://CDN.example.com/blog/, https://cdn.example.com/tools');
    await expect(confirmOrigins(origins, { trusted, interactive: false, ask: never })).resolves.toBeUndefined();
    await expect(confirmOrigins([...origins, 'https://evil.example'], { trusted, interactive: false, ask: never })).rejects.toThrow(
      '--trust-origins does not name https://evil.example: the registry sends server code from there',
    );
  });

  test('without the flag, a terminal is asked and only "y" trusts; a run without a terminal is refused, naming the flag', async () => {
    await expect(confirmOrigins(origins, { trusted: null, interactive: true, ask: async () => 'y' })).resolves.toBeUndefined();
    await expect(confirmOrigins(origins, { trusted: null, interactive: true, ask: async () => '' })).rejects.toThrow(
      'the origins were not trusted',
    );
    await expect(confirmOrigins(origins, { trusted: null, interactive: false, ask: never })).rejects.toThrow(
      'name the origins you trust with --trust-origins https://cdn.example.com/blog,https://cdn.example.com/tools',
    );
  });

  test('an origin over plain http that is not this machine is never trusted, even when named', async () => {
    const trusted = parseTrustedOrigins('http://cdn.example.com/blog');
    await expect(confirmOrigins(['http://cdn.example.com/blog'], { trusted, interactive: true, ask: async () => 'y' })).rejects.toThrow(
      'http://cdn.example.com/blog is plain http and not this machine',
    );
    await expect(
      confirmOrigins(['http://localhost:3002'], { trusted: ['http://localhost:3002'], interactive: false, ask: never }),
    ).resolves.toBeUndefined();
    expect(() => parseTrustedOrigins('--only')).toThrow('--trust-origins takes the origins you trust');
    expect(() => parseTrustedOrigins('cdn.example.com')).toThrow('"cdn.example.com" is not a URL');
  });
});

describe('reading the deployed release state', () => {
  test("sends the developer's token, and says to set REGISTRY_TOKEN when the registry asks for one", async () => {
    let seen: string | undefined;
    const server = createServer((req, res) => {
      seen = req.headers.authorization;
      res.writeHead(401, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(readDeployedState(url, 'my-viewer-token', 1000)).rejects.toThrow(
        `the registry at ${url} answered GET /api/releases with 401: set REGISTRY_TOKEN to your own token for it`,
      );
      expect(seen).toBe('Bearer my-viewer-token');
    } finally {
      server.close();
    }
  });

  test('names an unreachable registry and the reason', async () => {
    const { url, server } = await serve(200, '{}');
    await new Promise((resolveClose) => server.close(resolveClose));
    await expect(readDeployedState(url, undefined, 1000)).rejects.toThrow(
      `the registry at ${url} cannot be reached (fetch failed: connect ECONNREFUSED`,
    );
  });

  test('names an error status, an answer that is not JSON and one that is not a release state', async () => {
    for (const [status, body, message] of [
      [503, '{}', 'answered GET /api/releases with 503'],
      [200, '<html>', 'did not answer JSON: is this a release registry?'],
      [200, '{"revision":1,"remotes":{"blog":{"version":"one"}}}', 'is not a release state (invalid release state: remotes.blog.version'],
    ] as const) {
      const { url, server } = await serve(status, body);
      try {
        await expect(readDeployedState(url, undefined, 1000)).rejects.toThrow(message);
      } finally {
        server.close();
      }
    }
  });
});

test('the watched area replaces the deployed one, without its canary or history; the other areas stay as deployed', () => {
  const deployed = {
    revision: '7',
    remotes: {
      marketing: {
        version: '1.2.0',
        origin: 'https://cdn.example.com/marketing',
        canary: { version: '1.3.0', percent: 10 },
        previous: ['1.1.0'],
        integrity: {},
      },
      blog: { version: '2.0.0', origin: 'https://cdn.example.com/blog', canary: null, previous: [], integrity: {} },
    },
  };
  expect(withLocalAreas(deployed, { marketing: { version: '1.2.0-local', origin: 'http://localhost:3001' } })).toEqual({
    revision: '7+local',
    remotes: {
      marketing: { version: '1.2.0-local', origin: 'http://localhost:3001', canary: null, previous: [], integrity: {} },
      blog: deployed.remotes.blog,
    },
  });
});
