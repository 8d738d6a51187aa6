/**
 * Page keys (decision 020), as a visitor meets it: a host keeps a marketing page across a write that
 * changes no version the page carries (a canary's share in the blog), and renders it again once
 * marketing itself switches. Each render writes the release revision in force into the page's
 * boot data, so the revision a page carries tells whether it was rendered again or kept.
 *
 * The host follows a release file of its own (RELEASE_SOURCE=file), so the registry and the
 * other journeys are not touched. Marketing "switches" by its origin (the same build served as
 * `127.0.0.1` instead of `localhost`): a page is kept per `area@version@origin`, and this switch
 * needs no new build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test.ts';
import { PAGE_CACHE_HOST_PORT } from './fixtures/system.ts';
import { inCanary } from '@meridian/shared/bucketing';
import { localReleaseEntry } from '../scripts/lib/release-file.ts';
import { LOCAL_AREAS, originOf } from '../tooling/local-system.ts';
import { startHost, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';

type State = {
  revision: string;
  remotes: Record<
    string,
    { version: string; origin: string; canary?: { version: string; percent: number }; integrity: Record<string, unknown> }
  >;
};

const revisionIn = (html: string) => /"revision":"([^"]+)"/.exec(html)?.[1];

test('a canary share change in the blog leaves a kept marketing page alone; a switch of marketing renders it again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-cache-e2e-'));
  const file = join(dir, 'release.json');
  const base: State = {
    revision: '1',
    remotes: Object.fromEntries(LOCAL_AREAS.map((area) => [area, localReleaseEntry(area)])),
  };
  const write = (state: State) => writeFileSync(file, JSON.stringify(state));
  const marketing127 = originOf('marketing').replace('localhost', '127.0.0.1');
  write(base);
  // A visitor outside the blog canary at both shares: their pinned set does not change.
  let visitor = randomUUID();
  while (inCanary(visitor, 'blog', 50)) visitor = randomUUID();
  const host: Started = startHost(PAGE_CACHE_HOST_PORT, file, {
    RELEASE_SOURCE: 'file',
    REMOTE_ORIGIN_ALLOWLIST: [...LOCAL_AREAS.map((area) => originOf(area)), marketing127].join(','),
  });
  const page = async () => {
    const response = await fetch(`${host.url}/features`, { headers: { cookie: `mv_vid=${visitor}; LANGUAGE=en` } });
    expect(response.status).toBe(200);
    return revisionIn(await response.text());
  };
  const applied = (revision: string) =>
    expect.poll(async () => ((await (await fetch(`${host.url}/healthz`)).json()) as { release: string }).release).toBe(revision);
  try {
    await waitForUrl(`${host.url}/healthz`);
    expect(await page()).toBe('1');
    // Kept: the page is stored once its stream ends.
    await expect.poll(page).toBe('1');

    const canary = (percent: number, revision: string): State => ({
      revision,
      remotes: { ...base.remotes, blog: { ...base.remotes.blog!, canary: { version: '9.9.9', percent } } },
    });
    write(canary(10, '2'));
    await applied('2');
    write(canary(50, '3'));
    await applied('3');
    // 0 renders: the page still carries the revision it was rendered with.
    expect(await page()).toBe('1');

    write({ ...canary(50, '4'), remotes: { ...canary(50, '4').remotes, marketing: { ...base.remotes.marketing!, origin: marketing127 } } });
    await applied('4');
    const switched = await fetch(`${host.url}/features`, { headers: { cookie: `mv_vid=${visitor}; LANGUAGE=en` } });
    const html = await switched.text();
    expect(revisionIn(html)).toBe('4');
    expect(html).toContain(marketing127);
  } finally {
    await stopAll([host]);
    rmSync(dir, { recursive: true, force: true });
  }
});
