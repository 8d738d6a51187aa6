import { BUCKET_COUNT, bucketOf, inCanary, stableHash32 } from './bucketing.ts';

/** Deterministic pseudo-random visitor ids (mulberry32), so the distribution test never flakes. */
function randomIds(count: number, seed: number): string[] {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (): string =>
    Math.floor(next() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return Array.from({ length: count }, () => `${hex()}-${hex().slice(0, 4)}-${hex().slice(0, 4)}-${hex()}${hex().slice(0, 4)}`);
}

test('gives the same visitor the same bucket on every call', () => {
  for (const id of randomIds(1000, 1)) {
    expect(bucketOf(id, 'blog')).toBe(bucketOf(id, 'blog'));
    expect(inCanary(id, 'blog', 37)).toBe(inCanary(id, 'blog', 37));
  }
});

test('keeps known hashes fixed, so browser and server agree across releases', () => {
  expect(stableHash32('')).toBe(2872998923);
  expect(stableHash32('visitor-1:blog')).toBe(331791966);
  expect(bucketOf('visitor-1', 'blog')).toBe(1966);
});

test('puts buckets in 0..9999', () => {
  for (const id of randomIds(5000, 2)) {
    const bucket = bucketOf(id, 'checkout');
    expect(Number.isInteger(bucket)).toBe(true);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(BUCKET_COUNT);
  }
});

test('keeps everyone already in the canary when the percentage is raised', () => {
  const ids = randomIds(20_000, 3);
  const steps = [1, 5, 10, 25, 50, 99, 100];
  for (let index = 1; index < steps.length; index += 1) {
    const lower = steps[index - 1] ?? 0;
    const higher = steps[index] ?? 100;
    for (const id of ids) {
      if (inCanary(id, 'account', lower)) expect(inCanary(id, 'account', higher)).toBe(true);
    }
  }
});

test('serves nobody at 0 % and everybody at 100 %', () => {
  for (const id of randomIds(2000, 4)) {
    expect(inCanary(id, 'tools', 0)).toBe(false);
    expect(inCanary(id, 'tools', 100)).toBe(true);
    expect(inCanary(id, 'tools', Number.NaN)).toBe(false);
  }
});

test.each([1, 5, 10, 33.3, 50, 90])('puts %p %% of 100 000 random visitors in the canary, within 1 %', (percent) => {
  const ids = randomIds(100_000, Math.round(percent * 10) + 7);
  const inside = ids.filter((id) => inCanary(id, 'marketing', percent)).length;
  expect(Math.abs((inside / ids.length) * 100 - percent)).toBeLessThan(1);
});

test('buckets areas independently, so one visitor is not in every canary at once', () => {
  const ids = randomIds(10_000, 5);
  const both = ids.filter((id) => inCanary(id, 'blog', 10) && inCanary(id, 'tools', 10)).length;
  expect(both / ids.length).toBeLessThan(0.02);
});

test('hashes the UTF-8 bytes of the key, so non-ASCII ids match other implementations', () => {
  // FNV-1a + fmix32 of "é" (0xc3 0xa9) computed by hand from the byte sequence.
  const fnv = (bytes: number[]): number => {
    let hash = 0x811c9dc5;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
    return hash >>> 0;
  };
  expect(stableHash32('é')).toBe(fnv([0xc3, 0xa9]));
  expect(stableHash32('a€😀')).toBe(fnv([0x61, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]));
});
