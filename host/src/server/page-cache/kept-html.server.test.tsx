/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { KeptHtmlContext, StaticContent, type KeptHtml } from '@meridian/shared/ui';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import { KEEP_FINISHED_BOUNDARIES } from '../request/stream.server.tsx';
import { createKeptHtmlStore, keptFragments, keptHtmlScope, pageKeptHtml } from './kept-html.server.ts';

/** Renders as the host's server does (a stream, finished boundaries in place) and returns the HTML. */
function render(tree: ReactNode, kept: KeptHtml | null = null): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    out.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(<KeptHtmlContext.Provider value={kept}>{tree}</KeptHtmlContext.Provider>, {
      ...KEEP_FINISHED_BOUNDARIES,
      onAllReady: () => stream.pipe(out),
      onShellError: reject,
    });
  });
}

/** A page like the site's: a header rendered per request, kept content with nested elements of its own tag, a kept footer. */
function page(story: string, renders: string[]) {
  function Story() {
    renders.push(story);
    return (
      <div className="story">
        <div>
          <p>{story}</p>
        </div>
        <a href="/pricing">Pricing &amp; plans</a>
      </div>
    );
  }
  function Footer() {
    renders.push('footer');
    return <p>© 2026</p>;
  }
  return (
    <main>
      <header>signed in as someone</header>
      <Suspense fallback={null}>
        <StaticContent className="static-content">
          <Story />
        </StaticContent>
      </Suspense>
      <StaticContent as="footer">
        <Footer />
      </StaticContent>
    </main>
  );
}

const store = () => createKeptHtmlStore({ maxEntries: 100, maxBytes: 1024 * 1024, ttlMs: 60_000 });

describe('kept content written again (decision 077)', () => {
  test('the second render of the same page writes the kept HTML without rendering the content, and the page is the same', async () => {
    const kept = store();
    const renders: string[] = [];
    const first = pageKeptHtml(kept, 'scope');
    const html = await render(page('told once', renders), first.kept);
    expect(first.missed()).toHaveLength(2);
    expect(first.keepFrom(html)).toBe(2);
    expect(renders).toEqual(['told once', 'footer']);

    const second = pageKeptHtml(kept, 'scope');
    expect(await render(page('told once', renders), second.kept)).toBe(html);
    expect(second.missed()).toEqual([]);
    expect(renders).toEqual(['told once', 'footer']);
    expect(kept.size().entries).toBe(2);
  });

  test('another scope (other loader data, language or versions) renders anew', async () => {
    const kept = store();
    const renders: string[] = [];
    const first = pageKeptHtml(kept, 'one');
    first.keepFrom(await render(page('first story', renders), first.kept));
    const other = pageKeptHtml(kept, 'two');
    expect(await render(page('second story', renders), other.kept)).toContain('<p>second story</p>');
    expect(renders).toEqual(['first story', 'footer', 'second story', 'footer']);
  });

  test('the scope changes with the loader data, the address, the site facts and any version, and only with them', () => {
    const release = parseReleaseState({ revision: 1, remotes: { marketing: { version: '1.0.0', origin: 'http://127.0.0.1:9' } } });
    const context = {
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
      loaderData: { home: { price: '4.99' } },
    };
    const site = { locale: 'en' };
    const scope = keptHtmlScope({ release, site, context });
    expect(keptHtmlScope({ release, site: { locale: 'en' }, context: { ...context, loaderData: { home: { price: '4.99' } } } })).toBe(
      scope,
    );
    for (const changed of [
      keptHtmlScope({ release, site, context: { ...context, loaderData: { home: { price: '5.99' } } } }),
      keptHtmlScope({ release, site, context: { ...context, location: { ...context.location, search: '?page=2' } } }),
      keptHtmlScope({ release, site: { locale: 'de' }, context }),
      keptHtmlScope({
        release: parseReleaseState({ revision: 2, remotes: { marketing: { version: '1.0.1', origin: 'http://127.0.0.1:9' } } }),
        site,
        context,
      }),
    ])
      expect(changed).not.toBe(scope);
  });

  test('content that cannot be found again safely is rendered anew next time', () => {
    const inner = '<div><p>x</p></div>';
    expect(keptFragments(`<div data-static="a">${inner}</div><div>after</div>`, ['a'])).toEqual(new Map([['a', inner]]));
    expect(keptFragments(`<ul data-static="a"><li>x</li></ul>`, ['a'])).toEqual(new Map([['a', '<li>x</li>']]));
    // Never closed, twice, raw text or a template, a boundary still pending, a hoisted preload.
    expect(keptFragments(`<div data-static="a"><div>x</div>`, ['a']).size).toBe(0);
    expect(keptFragments(`<div data-static="a">x</div><div data-static="a">y</div>`, ['a']).size).toBe(0);
    expect(keptFragments(`<div data-static="a"><script>"</div>"</script></div>`, ['a']).size).toBe(0);
    expect(keptFragments(`<div data-static="a"><template id="B:0"></template></div>`, ['a']).size).toBe(0);
    expect(keptFragments(`<div data-static="a"><!--$?--><template></template><!--/$--></div>`, ['a']).size).toBe(0);
    expect(keptFragments(`<link rel="preload" as="image" href="/a.png"/><div data-static="a">x</div>`, ['a']).size).toBe(0);
    // An id React escaped in the attribute is found as React wrote it.
    expect(keptFragments(`<div data-static="&lt;r&gt;">x</div>`, ['<r>'])).toEqual(new Map([['<r>', 'x']]));
  });

  test('fragments expire after the time to live and the store keeps to its bytes; 0 entries turns it off', () => {
    let now = 50_000;
    const kept = createKeptHtmlStore({ maxEntries: 10, maxBytes: 100, ttlMs: 1000, now: () => now });
    kept.set('a', 'x'.repeat(20));
    expect(kept.get('a')).toBe('x'.repeat(20));
    now += 1001;
    expect(kept.get('a')).toBeUndefined();
    kept.set('big', 'x'.repeat(30));
    expect(kept.get('big')).toBeUndefined();
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) kept.set(key, 'x'.repeat(20));
    expect(kept.size().bytes).toBeLessThanOrEqual(100);
    expect(kept.get('k5')).toBe('x'.repeat(20));
    expect(kept.get('k1')).toBeUndefined();
    const off = createKeptHtmlStore({ maxEntries: 0, maxBytes: 100, ttlMs: 1000 });
    off.set('a', 'x');
    expect(off.get('a')).toBeUndefined();
  });
});
