/**
 * Test support (imported by *.test.ts only): a real app listening on an ephemeral loopback
 * port over a fresh database file in a temp folder, a controllable clock, and shortcuts for
 * common set-up steps. Requests go over real HTTP with fetch: Fastify's `inject` loads
 * light-my-request, whose ESM-only `cookie` dependency Jest cannot require without
 * --experimental-vm-modules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import type { BuildAppOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';

/** A clock tests move by hand; starts at 2026-11-21T12:00:00Z. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export interface CallOptions {
  /** JSON-encoded as the body, with content-type application/json. */
  readonly body?: unknown;
  /** Sent as is (set content-type through `headers`). */
  readonly raw?: string;
  readonly token?: string;
  /** Merged over the default `x-app-type: 501`; an empty value removes a header. */
  readonly headers?: Record<string, string>;
}

/** Settings for tests: generous rate limits, dev endpoints on, fallback country US. */
export function testConfig(dbPath: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const generous = { perIp: 1000, perAccount: 1000 };
  return {
    host: '127.0.0.1',
    port: 0,
    dbPath,
    trustProxy: false,
    bodyLimitBytes: 65_536,
    tokenTtlSeconds: 3600,
    singleSession: false,
    verificationCodeTtlSeconds: 600,
    devEndpoints: true,
    geoFallbackCountry: 'US',
    corsOrigins: ['http://localhost:3000'],
    publicOrigin: null,
    production: false,
    rateLimits: { windowSeconds: 900, login: generous, verification: generous, contact: generous },
    analytics: { perIpPerMinute: 60, perIpPerDay: 1000, retentionDays: 30 },
    captcha: { provider: 'local', secret: 'test-secret-test-secret-test-secret!', ttlSeconds: 120 },
    logLevel: 'silent',
    ...overrides,
  };
}

/** Builds and starts an app on a new temp database; `close()` stops it and deletes the folder. */
export async function startTestApp(overrides: Partial<AppConfig> = {}, options: Omit<BuildAppOptions, 'config' | 'now'> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  let time = Date.parse('2026-11-21T12:00:00Z');
  const clock: TestClock = {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
  const config = testConfig(join(dir, 'api.sqlite'), overrides);
  const app = buildApp({ ...options, config, now: clock.now });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });

  async function call(method: string, path: string, callOptions: CallOptions = {}) {
    const headers = new Headers({ 'x-app-type': '501' });
    if (callOptions.body !== undefined) headers.set('content-type', 'application/json');
    if (callOptions.token !== undefined) headers.set('authorization', `Bearer ${callOptions.token}`);
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) {
      if (value === '') headers.delete(name);
      else headers.set(name, value);
    }
    const body = callOptions.raw ?? (callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body));
    const response = await fetch(`${origin}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: response.headers,
      body: text,
      /** The body parsed as JSON. */
      json: () => JSON.parse(text),
    };
  }

  return {
    app,
    clock,
    config,
    call,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A running test app: `call(method, path, options)` sends a request and reads the answer. */
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const tokenData = z.object({ data: z.object({ token: z.string(), user_id: z.number() }) });
const outboxData = z.object({ data: z.object({ messages: z.array(z.object({ body: z.string() })) }) });

/** A fresh local captcha token of `kind`. */
export async function captchaToken(t: TestApp, kind: 'v2' | 'v3'): Promise<string> {
  const res = await t.call('POST', '/captcha/local/token', { body: { kind } });
  return z.object({ data: z.object({ token: z.string() }) }).parse(res.json()).data.token;
}

/** The code in the newest mail to `email`. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const res = await t.call('GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = outboxData.parse(res.json()).data.messages[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (code === undefined) throw new Error(`No code mailed to ${email}`);
  return code;
}

/**
 * Asks for a code for `email` as the site does: without a captcha, and again with a v2 token when
 * the API asks for one (a request after the first for the address in a window); returns the answer.
 */
export async function requestCodeAsSite(
  t: TestApp,
  email: string,
  purpose: 'login' | 'reset_password' = 'login',
  headers: Record<string, string> = {},
) {
  const path = '/api/mms/account/v1/web/verification/request';
  const first = await t.call('POST', path, { headers, body: { email, purpose } });
  if (first.statusCode !== 400 || first.json().code !== 40003) return first;
  return t.call('POST', path, { headers, body: { email, purpose, recasign: await captchaToken(t, 'v2') } });
}

/** Signs in by emailed code (creating the account); returns the token and user id. */
export async function signInByCode(t: TestApp, email: string): Promise<{ token: string; userId: number }> {
  await requestCodeAsSite(t, email);
  const code = await latestCode(t, email);
  const res = await t.call('POST', '/api/mms/account/v1/web/verification/validate', { body: { email, code } });
  const { data } = tokenData.parse(res.json());
  return { token: data.token, userId: data.user_id };
}

/** A new anonymous account (web/anonymous_signup with a v3 captcha); returns its token and user id. */
export async function anonymousSignup(t: TestApp): Promise<{ token: string; userId: number }> {
  const res = await t.call('POST', '/api/mms/account/v1/web/anonymous_signup', { body: { recasign: await captchaToken(t, 'v3') } });
  const { data } = tokenData.parse(res.json());
  return { token: data.token, userId: data.user_id };
}

const mailList = z.object({
  data: z.object({ messages: z.array(z.object({ recipient: z.string(), subject: z.string(), body: z.string() })) }),
});

/** Every message mailed to `email`, newest first (dev outbox). */
export async function mailsTo(t: TestApp, email: string): Promise<{ recipient: string; subject: string; body: string }[]> {
  const res = await t.call('GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return mailList.parse(res.json()).data.messages;
}

/** An account with `password`, signed in by code; returns that session's token and user id. */
export async function signUpWithPassword(t: TestApp, email: string, password: string): Promise<{ token: string; userId: number }> {
  const session = await signInByCode(t, email);
  const res = await t.call('POST', '/api/mms/account/v1/web/set_password', { token: session.token, body: { password } });
  if (res.statusCode !== 200) throw new Error(`set_password for ${email} failed: ${res.body}`);
  return session;
}

/** Logs in with email and password through the given path; returns the raw response. */
export async function login(t: TestApp, email: string, password: string, path = '/api/mms/account/v1/web/login') {
  return t.call('POST', path, { body: { email, password, recasign: await captchaToken(t, 'v2') } });
}
