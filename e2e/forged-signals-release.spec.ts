/**
 * Forged browser evidence (rule `release.guarded-rollout`), tried as an attacker during a real guarded rollout (decisions 047 and 049).
 * Before: one anonymous `POST /__signals` (text/plain, Origin evil.example, ten entries of 100
 * errors) rolled the rollout back three seconds later, and the same road hid a bad version by
 * inflating the active one's errors. Now: the original forged beacon and a cross-site beacon from a real
 * browser are refused in words, a flood of signed page views from one address counts for at most
 * 30 of them and never stops a good version, and a bad one is still stopped while that address
 * inflates the active version's errors. Visitors here are scripted as a browser makes its requests
 * (the page, its signed page view, its beacon), each from its own address (the test system trusts
 * X-Forwarded-For from loopback); e2e/guarded-rollout-release.spec.ts does the same in Chromium.
 */
import { createServer } from 'node:http';
import { inCanary } from '@meridian/shared/bucketing';
import { expect, test } from './fixtures/test.ts';
import { registryGet, release, releases } from './fixtures/registry.ts';
import { withToolsVersion } from './fixtures/tools-version.ts';
import { OTHER_SITE_PORT, SITE } from './fixtures/system.ts';

const PAGE = '/webrtc-leak-test';
const sameSite = { origin: SITE, 'sec-fetch-site': 'same-origin' };

/** A visitor id in (or out of) a 50 % tools canary, distinct per `n`. */
function visitorId(inTheCanary: boolean, n: number): string {
  for (let k = n * 1000; ; k += 1) {
    const id = `${k.toString(16).padStart(8, '0')}-0000-4000-8000-${'2'.repeat(12)}`;
    if (inCanary(id, 'tools', 50) === inTheCanary) return id;
  }
}

/**
 * One page view as a browser makes it, from address `ip`: the page (the host counts the view), the
 * signed page view it asks for after hydration, then its beacon. Resolves to the beacon's status
 * and the tools version the page was rendered with.
 */
async function pageView(
  ip: string,
  inTheCanary: boolean,
  n: number,
  error: boolean,
): Promise<{ status: number; version: string; beacon: string }> {
  const headers = { 'x-forwarded-for': ip, cookie: `mv_vid=${visitorId(inTheCanary, n)}; LANGUAGE=en` };
  const html = await (await fetch(`${SITE}${PAGE}`, { headers })).text();
  const boot = /<script id="__meridian" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  const version = (JSON.parse(boot) as { release?: { remotes: { tools: { version: string } } } }).release?.remotes.tools.version ?? '';
  const signed = await fetch(`${SITE}/__signals/view?versions=tools@${version}`, {
    headers: { ...headers, 'sec-fetch-site': 'same-origin' },
  });
  const { view } = (await signed.json()) as { view: string };
  const beacon = JSON.stringify({ view, versions: [{ area: 'tools', version, error, vitals: { lcp: 1200 } }] });
  const sent = await fetch(`${SITE}/__signals`, {
    method: 'POST',
    headers: { ...headers, ...sameSite, 'content-type': 'text/plain' },
    body: beacon,
  });
  return { status: sent.status, version, beacon };
}

/** `count` page views, ten at a time; `ip(index)` the address of each. */
async function pageViews(count: number, ip: (index: number) => string, inTheCanary: boolean, error: boolean, from = 0): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, k) => start + k);
    statuses.push(...(await Promise.all(batch.map(async (index) => (await pageView(ip(index), inTheCanary, from + index, error)).status))));
  }
  return statuses;
}

interface Status {
  rollout: { status: string; reason: string } | null;
  verdict: { decision: string; checks: { metric: string; state: string; detail: string }[] } | null;
}

const rolloutStatus = async (): Promise<Status> => (await (await registryGet(`/api/rollouts/tools`)).json()) as Status;

const signalsOf = async (version: string) =>
  (
    (await (await registryGet(`/api/remotes/tools/versions/${version}/signals?minutes=30`)).json()) as {
      figures: { browserViews: number; errorViews: number };
    }
  ).figures;

test('forged, cross-site and one-address evidence moves no rollout, and cannot hide a bad version', async ({ page }) => {
  test.setTimeout(600_000);
  await withToolsVersion(
    (source) => source,
    async (version, active) => {
      const started = release(
        'rollout',
        'tools',
        version,
        '--stages',
        '50,100',
        '--hold',
        '30m',
        '--max-hold',
        '60m',
        '-m',
        'e2e: attacked rollout',
      );
      expect(started.code, started.output).toBe(0);

      // The original attack's beacon: anonymous, cross-site, raw counts.
      const forged = JSON.stringify({ versions: Array(10).fill({ area: 'tools', version, errors: 100 }) });
      const original = await fetch(`${SITE}/__signals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
        body: forged,
      });
      expect(original.status).toBe(403);
      expect(await original.text()).toBe('Signals are taken only from this site’s own pages.');
      const noOrigin = await fetch(`${SITE}/__signals`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: forged });
      expect(noOrigin.status).toBe(403);
      const sameOriginUnsigned = await fetch(`${SITE}/__signals`, {
        method: 'POST',
        headers: { ...sameSite, 'content-type': 'text/plain' },
        body: forged,
      });
      expect(sameOriginUnsigned.status).toBe(400);

      // Another site's page making its visitors' browsers send the beacon (a page of its own origin, on loopback like the site).
      const otherSite = createServer((_req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            `<script>fetch(${JSON.stringify(`${SITE}/__signals`)}, { method: 'POST', mode: 'no-cors', keepalive: true, headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(forged)} });</script>`,
          ),
      );
      await new Promise<void>((resolve) => otherSite.listen(OTHER_SITE_PORT, '127.0.0.1', resolve));
      try {
        const crossSite = page.waitForResponse((response) => response.url() === `${SITE}/__signals`, { timeout: 30_000 });
        await page.goto(`http://127.0.0.1:${OTHER_SITE_PORT}/`);
        expect((await crossSite).status()).toBe(403);
      } finally {
        otherSite.close();
      }

      // Honest visitors of both versions, each from an address of its own.
      expect(new Set(await pageViews(30, (i) => `10.1.0.${i + 1}`, true, false))).toEqual(new Set([204]));
      expect(new Set(await pageViews(200, (i) => `10.2.${Math.floor(i / 200)}.${(i % 200) + 1}`, false, false))).toEqual(new Set([204]));

      // One address floods the good version with signed page views that all met an error, and replays one.
      const flood = await pageViews(100, () => '203.0.113.7', true, true, 100);
      expect(flood.filter((status) => status === 204)).toHaveLength(100);
      const replayed = await pageView('203.0.113.7', true, 999, true);
      expect(
        (
          await fetch(`${SITE}/__signals`, {
            method: 'POST',
            headers: { 'x-forwarded-for': '203.0.113.7', ...sameSite },
            body: replayed.beacon,
          })
        ).status,
      ).toBe(409);
      // The hosts report every few seconds; the registry judges every second.
      await expect
        .poll(async () => (await signalsOf(version)).browserViews, {
          timeout: 30_000,
          message: 'the honest and the flooding page views reach the registry',
        })
        .toBeGreaterThanOrEqual(60);
      const afterFlood = await signalsOf(version);
      console.log(`after the flood from one address: ${JSON.stringify(afterFlood)}`);
      expect(afterFlood.errorViews).toBeLessThanOrEqual(31);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const still = await rolloutStatus();
      expect(still.rollout?.status).toBe('running');
      expect(still.verdict?.checks.find((check) => check.metric === 'pageErrorRate')?.state).not.toBe('tripped');
      expect((await releases()).remotes.tools).toMatchObject({ version: active, canary: { version, percent: 50 } });

      // Now the new version really errs for its visitors, while one address inflates the active version's errors to hide it.
      await pageViews(100, () => '203.0.113.8', false, true, 400);
      await pageViews(40, (i) => `10.3.0.${i + 1}`, true, true, 600);
      await expect
        .poll(async () => (await rolloutStatus()).rollout?.status, { timeout: 60_000, message: 'the guard still stops the bad version' })
        .toBe('paused');
      const stopped = await rolloutStatus();
      console.log(`stopped: ${stopped.rollout?.reason ?? ''}`);
      expect(stopped.rollout?.reason).toMatch(/on browser evidence alone, the server's figures do not agree: page views with an error/);
      const activeFigures = await signalsOf(active);
      console.log(`the active version's figures: ${JSON.stringify(activeFigures)}`);
      expect(activeFigures.errorViews).toBeLessThanOrEqual(30);
    },
  );
});
