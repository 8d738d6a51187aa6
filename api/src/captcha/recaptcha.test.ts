import { createRecaptcha } from './recaptcha.ts';

const config = {
  provider: 'recaptcha',
  v2Secret: 'secret-2',
  v3Secret: 'secret-3',
  minScore: 0.5,
  verifyUrl: 'https://verify.test/siteverify',
} as const;

function stubFetch(answer: unknown, status = 200) {
  const calls: { url: string; body: string }[] = [];
  const impl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), body: String(init?.body) });
    return new Response(JSON.stringify(answer), { status });
  };
  return { impl, calls };
}

test('posts the v2 secret, token and client IP to siteverify', async () => {
  const { impl, calls } = stubFetch({ success: true });
  await expect(createRecaptcha(config, impl).verify('tok', 'v2', '203.0.113.7')).resolves.toEqual({ ok: true });
  expect(calls).toEqual([{ url: 'https://verify.test/siteverify', body: 'secret=secret-2&response=tok&remoteip=203.0.113.7' }]);
});

test('uses the v3 secret and requires the minimum score', async () => {
  const low = stubFetch({ success: true, score: 0.3, action: 'signup' });
  await expect(createRecaptcha(config, low.impl).verify('tok', 'v3', '::1')).resolves.toEqual({ ok: false });
  expect(low.calls[0]?.body).toContain('secret=secret-3');
  const high = stubFetch({ success: true, score: 0.9 });
  await expect(createRecaptcha(config, high.impl).verify('tok', 'v3', '::1')).resolves.toEqual({ ok: true });
});

test('refuses a token Google rejects', async () => {
  const { impl } = stubFetch({ success: false, 'error-codes': ['invalid-input-response'] });
  await expect(createRecaptcha(config, impl).verify('tok', 'v2', '::1')).resolves.toEqual({ ok: false });
});

test('reports the provider unavailable on network errors, HTTP errors and odd answers', async () => {
  const failing: typeof fetch = async () => {
    throw new TypeError('fetch failed');
  };
  await expect(createRecaptcha(config, failing).verify('tok', 'v2', '::1')).resolves.toEqual({ ok: false, unavailable: true });
  await expect(createRecaptcha(config, stubFetch({}, 500).impl).verify('tok', 'v2', '::1')).resolves.toEqual({
    ok: false,
    unavailable: true,
  });
  await expect(createRecaptcha(config, stubFetch({ nope: 1 }).impl).verify('tok', 'v2', '::1')).resolves.toEqual({
    ok: false,
    unavailable: true,
  });
});
