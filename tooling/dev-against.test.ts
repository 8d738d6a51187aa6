/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readDeployedState, registryBase, withLocalAreas } from './dev-against.ts';

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
  });

  test.each([
    [undefined, '--against takes the URL of a release registry'],
    ['--only', '--against takes the URL of a release registry'],
    ['registry.example.com', 'not a URL'],
    ['ftp://registry.example.com', 'over http or https, not ftp:'],
    ['https://registry.example.com/?x=1', 'base URL only'],
    ['https://user:secret@registry.example.com', 'base URL only'],
  ])('refuses %s, saying why', (input, message) => {
    expect(() => registryBase(input)).toThrow(message);
  });
});

describe('reading the deployed release state', () => {
  test('names an unreachable registry and the reason', async () => {
    const { url, server } = await serve(200, '{}');
    await new Promise((resolveClose) => server.close(resolveClose));
    await expect(readDeployedState(url, 1000)).rejects.toThrow(
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
        await expect(readDeployedState(url, 1000)).rejects.toThrow(message);
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
      },
      blog: { version: '2.0.0', origin: 'https://cdn.example.com/blog', canary: null, previous: [] },
    },
  };
  expect(withLocalAreas(deployed, { marketing: { version: '1.2.0-local', origin: 'http://localhost:3001' } })).toEqual({
    revision: '7+local',
    remotes: {
      marketing: { version: '1.2.0-local', origin: 'http://localhost:3001', canary: null, previous: [] },
      blog: deployed.remotes.blog,
    },
  });
});
