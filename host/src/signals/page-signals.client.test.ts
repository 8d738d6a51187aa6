import type { ReleaseSet } from '@meridian/shared/release';
import type { EarlyError } from './early-errors.client.ts';
import { areaOfError, startPageSignals, type SignedView } from './page-signals.client.ts';

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

type Listener = (state: { navigation: { state: string }; location: { pathname: string }; errors: unknown }) => void;

/** A collector on fake browser parts; `view` is what the host signs (null: it refused). */
function collector(view: SignedView | null, earlier: readonly EarlyError[] = []) {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sent: string[] = [];
  const asked: string[] = [];
  let navigate: Listener = () => {};
  let vital: (metric: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP'; value: number }) => void = () => {};
  const { flush } = startPageSignals({
    release,
    pageArea: 'blog',
    endpoint: '/__signals',
    viewEndpoint: '/__signals/view',
    areaAt: (pathname) => (pathname.startsWith('/webrtc') ? 'tools' : 'blog'),
    subscribe: (listener) => {
      navigate = listener;
      return () => undefined;
    },
    send: (_url, body) => sent.push(body) > 0,
    askView: (url) => {
      asked.push(url);
      return Promise.resolve(view);
    },
    target,
    doc,
    observeVitals: (report) => {
      vital = report;
    },
    maxOpenMs: 3_600_000,
    earlier,
  });
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    target,
    sent,
    asked,
    navigate: (state: Parameters<Listener>[0]) => navigate(state),
    vital: (...args: Parameters<typeof vital>) => vital(...args),
    hide,
    flush,
  };
}

const signed = { view: 'signed.view', versions: ['tools@1.1.0', 'blog@1.0.0'] };

test('asks for its signed page view, then says once per version whether it met an error, a failed navigation, and its final Web Vitals', async () => {
  const page = collector(signed);
  await Promise.resolve();
  expect(page.asked).toEqual(['/__signals/view?versions=tools%401.1.0%2Cblog%401.0.0']);
  const remoteError = new Error('boom');
  remoteError.stack = 'Error: boom\n    at f (http://localhost:3005/1.1.0/chunk.js:1:1)';
  page.target.dispatchEvent(Object.assign(new Event('error'), { error: remoteError, filename: '' }));
  const hostError = new Error('host');
  hostError.stack = 'Error: host\n    at g (http://localhost:3000/assets/main.js:1:1)';
  page.target.dispatchEvent(Object.assign(new Event('error'), { error: hostError, filename: '' }));
  page.target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: remoteError }));
  page.navigate({ navigation: { state: 'idle' }, location: { pathname: '/webrtc-leak-test' }, errors: { 'tools:leak': new Error('x') } });
  page.vital({ name: 'LCP', value: 1234.5 });
  page.vital({ name: 'LCP', value: 1500 });
  page.vital({ name: 'CLS', value: 0.05 });
  page.hide();
  expect(page.sent).toHaveLength(1);
  expect(JSON.parse(page.sent[0] ?? '')).toEqual({
    view: 'signed.view',
    versions: [
      { area: 'blog', version: '1.0.0', error: false, navFailure: false, vitals: { lcp: 1500, cls: 0.05 } },
      { area: 'tools', version: '1.1.0', error: true, navFailure: true, vitals: {} },
    ],
  });
  // A page view speaks once: a later hide or error adds nothing.
  page.target.dispatchEvent(Object.assign(new Event('error'), { error: remoteError, filename: '' }));
  page.flush();
  expect(page.sent).toHaveLength(1);
});

test('sends nothing without a signed page view, and only the versions the host signed', async () => {
  const refused = collector(null);
  await Promise.resolve();
  refused.hide();
  expect(refused.sent).toEqual([]);
  const partly = collector({ view: 'signed.view', versions: ['blog@1.0.0'] });
  await Promise.resolve();
  partly.navigate({ navigation: { state: 'idle' }, location: { pathname: '/webrtc-leak-test' }, errors: null });
  partly.hide();
  expect(JSON.parse(partly.sent[0] ?? '')).toMatchObject({ versions: [{ area: 'blog', version: '1.0.0' }] });
});

test('counts the errors the page met before it started, as an error of the version whose script threw', async () => {
  const page = collector(signed, [
    { stack: 'Error: at load\n    at m (http://localhost:3005/1.1.0/src_pages_leak.js:1:9)', filename: undefined },
    { stack: undefined, filename: 'http://localhost:3000/assets/main.js' },
  ]);
  await Promise.resolve();
  page.hide();
  expect(JSON.parse(page.sent[0] ?? '')).toEqual({
    view: 'signed.view',
    versions: [
      { area: 'tools', version: '1.1.0', error: true, navFailure: false, vitals: {} },
      { area: 'blog', version: '1.0.0', error: false, navFailure: false, vitals: {} },
    ],
  });
});
