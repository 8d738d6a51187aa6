import type { ReleaseSet } from '@meridian/shared/release';
import { areaOfError, startPageSignals } from './page-signals.client.ts';

const release: ReleaseSet = {
  revision: '4',
  remotes: {
    tools: { version: '1.1.0', origin: 'http://localhost:3005' },
    blog: { version: '1.0.0', origin: 'http://localhost:3002' },
  },
};

test('finds the area version from the first script URL of a stack under a pinned version folder', () => {
  const stack = `Error: boom
    at check (http://localhost:3000/assets/main.1234abcd.js:1:200)
    at run (http://localhost:3005/1.1.0/src_pages_leak.9f8e7d6c.js:1:4321)`;
  expect(areaOfError(stack, undefined, release)).toEqual({ area: 'tools', version: '1.1.0' });
  expect(areaOfError('Error\n    at x (http://localhost:3005/1.0.9/a.js:1:1)', undefined, release)).toBeNull();
  expect(areaOfError(undefined, 'http://localhost:3002/1.0.0/remoteEntry.js', release)).toEqual({ area: 'blog', version: '1.0.0' });
});

test('batches errors by the area that threw, failed navigations and the page area Web Vitals, and sends them in one beacon', () => {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sent: string[] = [];
  let navigate: (state: { navigation: { state: string }; location: { pathname: string }; errors: unknown }) => void = () => {};
  let vital: (metric: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP'; value: number }) => void = () => {};
  const { flush } = startPageSignals({
    release,
    pageArea: 'blog',
    endpoint: '/__signals',
    areaAt: (pathname) => (pathname.startsWith('/webrtc') ? 'tools' : 'blog'),
    subscribe: (listener) => {
      navigate = listener;
      return () => undefined;
    },
    send: (_url, body) => sent.push(body) > 0,
    target,
    doc,
    observeVitals: (report) => {
      vital = report;
    },
    intervalMs: 60_000,
  });
  const remoteError = new Error('boom');
  remoteError.stack = 'Error: boom\n    at f (http://localhost:3005/1.1.0/chunk.js:1:1)';
  target.dispatchEvent(Object.assign(new Event('error'), { error: remoteError, filename: '' }));
  const hostError = new Error('host');
  hostError.stack = 'Error: host\n    at g (http://localhost:3000/assets/main.js:1:1)';
  target.dispatchEvent(Object.assign(new Event('error'), { error: hostError, filename: '' }));
  target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: remoteError }));
  navigate({ navigation: { state: 'idle' }, location: { pathname: '/webrtc-leak-test' }, errors: { 'tools:leak': new Error('x') } });
  vital({ name: 'LCP', value: 1234.5 });
  vital({ name: 'CLS', value: 0.05 });
  doc.visibilityState = 'hidden';
  doc.dispatchEvent(new Event('visibilitychange'));
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0] ?? '')).toEqual({
    versions: [
      { area: 'tools', version: '1.1.0', errors: 2, navFailures: 1, vitals: {} },
      { area: 'blog', version: '1.0.0', errors: 0, navFailures: 0, vitals: { lcp: [1234.5], cls: [0.05] } },
    ],
  });
  flush();
  expect(sent).toHaveLength(1);
});
