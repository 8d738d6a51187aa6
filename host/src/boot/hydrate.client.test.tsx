import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import type { BootData } from '../boot-data.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { createPageRuntime } from '../shell/runtime/page-runtime.client.ts';
import { hydrate, pageTree, type PageTree } from './hydrate.client.tsx';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>clicked {count} times</button>;
}

const routes = (): RouteObject[] => [{ id: 'root', path: '/', Component: Counter }];

function tree(onHydrated: () => void): PageTree {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined })) as never;
  const runtime = createPageRuntime({ basename: '/', apiBase: 'http://127.0.0.1:9', locale: 'en', cookies: { secure: false } } as BootData);
  return {
    i18n: createI18n({ locale: 'en', resources: {}, brand: 'Meridian VPN' }),
    site: { publicOrigin: 'https://www.example.com' } as PageTree['site'],
    runtime,
    router: createMemoryRouter(routes()),
    onHydrated,
  };
}

test("hydration takes over the server's HTML without re-rendering it, then reports once the page is interactive", async () => {
  const container = document.createElement('div');
  document.body.append(container);
  // The server's HTML: the same providers and page, rendered to a string.
  container.innerHTML = renderToString(pageTree(tree(() => undefined)));
  const serverButton = container.querySelector('button');
  expect(serverButton?.textContent).toBe('clicked 0 times');

  const recovered: unknown[] = [];
  let hydrated!: () => void;
  const hydratedOnce = new Promise<void>((resolve) => (hydrated = resolve));
  const root = await act(() =>
    hydrate(
      container,
      tree(() => hydrated()),
      (error) => recovered.push(error),
    ),
  );
  await hydratedOnce;
  // No mismatch: the element the visitor already sees is kept, not replaced.
  expect(recovered).toEqual([]);
  expect(container.querySelector('button')).toBe(serverButton);
  await act(async () => serverButton?.click());
  expect(serverButton?.textContent).toBe('clicked 1 times');
  act(() => root.unmount());
  container.remove();
});

test('HTML that does not match the page is recovered from by a client render, and the error is reported, not thrown', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = '<p>an older page</p>';
  const recovered: unknown[] = [];
  const root = await act(() =>
    hydrate(
      container,
      tree(() => undefined),
      (error) => recovered.push(error),
    ),
  );
  expect(recovered.length).toBeGreaterThan(0);
  expect(container.querySelector('button')?.textContent).toBe('clicked 0 times');
  act(() => root.unmount());
  container.remove();
});
