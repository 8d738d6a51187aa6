/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parseUserAgent, registerVisitorSystemEndpoint, VISITOR_SYSTEM_PATH } from './visitor-system.server.ts';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  tv: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
} as const;

describe("the visitor's system from the User-Agent (rule analytics.visitor)", () => {
  test.each([
    ['iphone', { osName: 'iOS', osVersion: '17.4.1', ios: true, mobile: true, deviceType: 'mobile' }],
    ['ipad', { osName: 'iOS', osVersion: '16.6', ios: true, mobile: true, deviceType: 'tablet' }],
    ['android', { osName: 'Android', osVersion: '14', ios: false, mobile: true, deviceType: 'mobile' }],
    ['mac', { osName: 'Mac OS', osVersion: '10.15.7', ios: false, mobile: false, deviceType: 'desktop' }],
    ['tv', { osName: 'Tizen', osVersion: '6.0', ios: false, mobile: false, deviceType: 'smarttv' }],
  ] as const)('reads OS name and version, the iOS and mobile flags and the device type of %s', (agent, expected) => {
    expect(parseUserAgent(AGENTS[agent])).toEqual(expected);
  });

  test('an empty, missing, unknown or huge User-Agent is an unknown desktop, never an error', () => {
    const unknown = { osName: '', osVersion: '', ios: false, mobile: false, deviceType: 'desktop' };
    expect(parseUserAgent('')).toEqual(unknown);
    expect(parseUserAgent(undefined)).toEqual(unknown);
    expect(parseUserAgent('curl/8.5.0').deviceType).toBe('desktop');
    expect(parseUserAgent('x'.repeat(100_000)).deviceType).toBe('desktop');
  });
});

describe('GET /__visitor', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    const app = express();
    registerVisitorSystemEndpoint(app);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  test("answers the requesting browser's system, which only that browser may keep, per User-Agent", async () => {
    const response = await fetch(`${origin}${VISITOR_SYSTEM_PATH}`, { headers: { 'user-agent': AGENTS.iphone } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(response.headers.get('vary')).toBe('User-Agent');
    expect(await response.json()).toEqual({ osName: 'iOS', osVersion: '17.4.1', ios: true, mobile: true, deviceType: 'mobile' });
  });
});
