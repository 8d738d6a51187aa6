/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createDevHook, type DevHookDeps } from './dev-hook.server.ts';

function fakeDeps(production = false) {
  const calls: string[] = [];
  const deps: DevHookDeps = {
    env: { production },
    remotes: { load: () => Promise.reject(new Error('not used')), forget: (area) => calls.push(`remotes ${area}`) },
    remoteResources: {
      assets: () => Promise.reject(new Error('not used')),
      messages: () => {
        throw new Error('not used');
      },
      forget: (area) => calls.push(`resources ${area}`),
    },
    handlers: {
      get: () => {
        throw new Error('not used');
      },
      clear: () => calls.push('handlers'),
    },
    pages: {
      get: () => undefined,
      set: () => undefined,
      markVaries: () => undefined,
      varies: () => false,
      accepts: () => false,
      size: () => ({ entries: 0, bytes: 0 }),
      clear: () => calls.push('pages'),
    },
    keptHtml: { get: () => undefined, set: () => undefined, size: () => ({ entries: 0, bytes: 0 }), clear: () => calls.push('kept html') },
    log: () => undefined,
  };
  return { deps, calls };
}

describe('the development hook of npm run dev', () => {
  test('refuses to exist in production', () => {
    expect(() => createDevHook(fakeDeps(true).deps)).toThrow(/NODE_ENV=production/);
  });

  test('drops the rebuilt area from the loader and the resources, and empties the handler and page caches', () => {
    const { deps, calls } = fakeDeps();
    expect(createDevHook(deps).rebuilt('blog')).toEqual({ area: 'blog', build: 1, hash: '' });
    expect(calls).toEqual(['remotes blog', 'resources blog', 'handlers', 'pages', 'kept html']);
  });

  test('tells open pages over Server-Sent Events and refuses an unknown area', async () => {
    const { deps } = fakeDeps();
    const app = express().use(createDevHook(deps).router);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const events = await fetch(`${base}/__dev/events`);
      expect(events.headers.get('content-type')).toBe('text/event-stream');
      const reader = events.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 500\nevent: hello\ndata: {"build":0}\n\n');
      expect((await fetch(`${base}/__dev/rebuilt/nowhere`, { method: 'POST' })).status).toBe(404);
      // The browser build's hash, which a page's hot update must reach (Fast Refresh); anything else is dropped.
      expect((await fetch(`${base}/__dev/rebuilt/marketing?hash=0a1b2c3d`, { method: 'POST' })).status).toBe(200);
      const { value } = await reader.read();
      expect(new TextDecoder().decode(value)).toBe('event: rebuilt\ndata: {"area":"marketing","build":1,"hash":"0a1b2c3d"}\n\n');
      expect(await (await fetch(`${base}/__dev/rebuilt/marketing?hash=<script>`, { method: 'POST' })).json()).toEqual({
        area: 'marketing',
        build: 2,
        hash: '',
      });
      await reader.cancel();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
