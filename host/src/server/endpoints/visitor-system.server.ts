/**
 * The visitor's system (rule analytics.visitor: OS name and version, iOS flag, mobile flag, and the
 * `typeDevice` key), decided once by the host from the request's User-Agent with `ua-parser-js`
 * (version 1, MIT; version 2 is AGPL), and handed to the page at `GET /__visitor` (decision 045):
 * the browser carries no parser. Not in the page's boot data: anonymous pages are kept by the page
 * cache for every visitor (page-cache.server.ts), and a system in them would split every kept page
 * by system.
 */
import type { Express, Request, Response } from 'express';
import { UAParser } from 'ua-parser-js';
import { DEVICE_TYPES, UNKNOWN_SYSTEM, type DeviceType, type UserAgentInfo } from '@meridian/shared/analytics';

/** Where a page asks for its visitor's system. */
export const VISITOR_SYSTEM_PATH = '/__visitor';

/** A visitor's system is the same for a day in one browser; its own cache may keep the answer (`Vary: User-Agent`). */
export const VISITOR_SYSTEM_CACHE_CONTROL = 'private, max-age=86400';

/** Longest User-Agent read; a longer one is cut (the parser's own limit is 500 characters). */
const MAX_USER_AGENT = 500;

const isDeviceType = (value: unknown): value is DeviceType =>
  typeof value === 'string' && (DEVICE_TYPES as readonly string[]).includes(value);

/**
 * Reads `userAgent` (a request's `User-Agent`, `navigator.userAgent` in the browser): the parser's
 * OS name (`iOS`, `Android`, `Windows`, `Mac OS`, `Linux`…) and version, iOS on iPhone, iPad and
 * iPod, mobile on a phone or a tablet, and the device type (`desktop` when it names none). An empty,
 * missing or unknown string is {@link UNKNOWN_SYSTEM}'s unknown desktop, never an error.
 */
export function parseUserAgent(userAgent: string | undefined): UserAgentInfo {
  // The parser reads the browser's own User-Agent when given an empty one: an empty one is unknown here.
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT);
  if (text.trim() === '') return UNKNOWN_SYSTEM;
  const { os, device } = new UAParser(text).getResult();
  const deviceType = isDeviceType(device.type) ? device.type : 'desktop';
  const osName = os.name ?? '';
  return {
    osName,
    osVersion: os.version ?? '',
    ios: osName === 'iOS',
    mobile: deviceType === 'mobile' || deviceType === 'tablet',
    deviceType,
  };
}

/** Registers `GET /__visitor` on `app` (before the pages' catch-all): the request's system as JSON. */
export function registerVisitorSystemEndpoint(app: Express): void {
  app.get(VISITOR_SYSTEM_PATH, (req: Request, res: Response) => {
    res.setHeader('Cache-Control', VISITOR_SYSTEM_CACHE_CONTROL);
    res.setHeader('Vary', 'User-Agent');
    res.json(parseUserAgent(req.headers['user-agent']));
  });
}
