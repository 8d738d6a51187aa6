import { request } from 'node:http';
import type { AppConfig } from '../config.ts';
import { signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { RETURN_URL, originOf, startPath } from './test-support.ts';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

/** Posts a purchase over plain node:http, which (unlike fetch) sends the Host header it is given. */
function purchaseWithHost(token: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(startPath('ps'), originOf(t));
  const payload = JSON.stringify({ plan_id: 2, currency: 'USD', return_url: RETURN_URL });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { host, 'x-app-type': '501', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function redirectOrigin(overrides: Partial<AppConfig>, host: string): Promise<string> {
  t = await startTestApp(overrides);
  const { token } = await signInByCode(t, 'ann@example.com');
  const res = await purchaseWithHost(token, host);
  expect(res.status).toBe(200);
  return new URL(JSON.parse(res.body).data.redirect_url).origin;
}

test('a forged Host header does not choose where the payer is sent', async () => {
  const origin = await redirectOrigin({}, 'evil.example');
  expect(origin).toBe(originOf(t));
});

test('the configured public origin is used whatever the Host header says', async () => {
  const origin = await redirectOrigin({ publicOrigin: 'https://api.meridian.example' }, 'evil.example:8443');
  expect(origin).toBe('https://api.meridian.example');
});
