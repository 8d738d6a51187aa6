import { verifyPreviewToken } from '@meridian/shared/preview-token.server';
import { createFixture, TEST_TOKEN } from '../test-support/registry-fixture.ts';

test('signs a preview link for a published version that the host can verify', async () => {
  const fx = await createFixture();
  try {
    await fx.publish('checkout', '2.0.0');
    const response = await fx.request({
      method: 'POST',
      url: '/api/previews',
      headers: { authorization: `Bearer ${TEST_TOKEN}` },
      payload: { remote: 'checkout', version: '2.0.0', ttlSeconds: 600 },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ url: string; token: string; expiresAt: string }>();
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/__preview');
    expect(url.searchParams.get('token')).toBe(body.token);
    expect(verifyPreviewToken(body.token, fx.deps.config.previewSecret, fx.clock.now)).toEqual({
      area: 'checkout',
      version: '2.0.0',
      exp: fx.clock.now / 1000 + 600,
      integrity: { buildFiles: expect.stringMatching(/^[0-9a-f]{64}$/), remoteEntry: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(verifyPreviewToken(body.token, fx.deps.config.previewSecret, fx.clock.now + 601_000)).toBeNull();
    expect(body.expiresAt).toBe(new Date(fx.clock.now + 600_000).toISOString());
  } finally {
    await fx.close();
  }
});

test('refuses a preview of a version that was never published', async () => {
  const fx = await createFixture();
  try {
    const response = await fx.request({
      method: 'POST',
      url: '/api/previews',
      headers: { authorization: `Bearer ${TEST_TOKEN}` },
      payload: { remote: 'checkout', version: '2.0.0' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'version_not_found' });
  } finally {
    await fx.close();
  }
});
