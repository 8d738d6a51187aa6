/**
 * Visitor info (rule analytics.visitor: country, user_ip, OS name and version, iOS flag,
 * mobile flag) and the `typeDevice` storage key; country and address come from geo_info
 * (geo-context.ts). The operating system and the device type are decided once, by the host from
 * the request's User-Agent (`host/src/server/endpoints/visitor-system.server.ts`, `GET /__visitor`), so the
 * browser carries no parser (decision 045). This module is part of the after-hydration services
 * (page-services.client.ts), never of the first load.
 */
import type { KeyValueStorage } from '../runtime/ports.ts';
import type { SessionMarks } from './session-marks.ts';
import type { AnalyticsValue } from './analytics-event.ts';

/**
 * Session-storage key of the visitor's device type (the product names `typeDevice` without
 * saying what it means; decision 025): the parser's device type, `desktop` when it names none.
 */
export const DEVICE_TYPE_KEY = 'typeDevice';

/**
 * Device types `typeDevice` may hold: ua-parser-js's types, and `desktop` for a User-Agent that
 * names no device (desktop browsers do not).
 */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'smarttv', 'wearable', 'console', 'embedded'] as const;

/** One device type. */
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** What the User-Agent says about the visitor's system. */
export interface UserAgentInfo {
  /** Operating system as the parser names it (`iOS`, `Android`, `Windows`, `Mac OS`, `Linux`…), empty when unknown. */
  readonly osName: string;
  /** Its version (`17.4.1`, `14`, `10`), empty when unknown. */
  readonly osVersion: string;
  /** True on iPhone, iPad (when it says so) and iPod. */
  readonly ios: boolean;
  /** True on a phone or a tablet. */
  readonly mobile: boolean;
  readonly deviceType: DeviceType;
}

function isDeviceType(value: unknown): value is DeviceType {
  return typeof value === 'string' && (DEVICE_TYPES as readonly string[]).includes(value);
}

/** What is known of a visitor whose system nobody could tell (an empty or unknown User-Agent, the host not answering). */
export const UNKNOWN_SYSTEM: UserAgentInfo = { osName: '', osVersion: '', ios: false, mobile: false, deviceType: 'desktop' };

/**
 * Reads the host's answer of `GET /__visitor` (a {@link UserAgentInfo} as JSON): the same object,
 * or {@link UNKNOWN_SYSTEM} when `value` is not one (a proxy's error page, a missing field).
 */
export function readUserAgentInfo(value: unknown): UserAgentInfo {
  if (typeof value !== 'object' || value === null) return UNKNOWN_SYSTEM;
  const { osName, osVersion, ios, mobile, deviceType } = value as Record<string, unknown>;
  if (typeof osName !== 'string' || typeof osVersion !== 'string' || typeof ios !== 'boolean' || typeof mobile !== 'boolean')
    return UNKNOWN_SYSTEM;
  if (!isDeviceType(deviceType)) return UNKNOWN_SYSTEM;
  return { osName, osVersion, ios, mobile, deviceType };
}

/**
 * The visitor's analytics user properties (rule analytics.event, its `user_properties`):
 * `os_name`, `os_version`, `is_ios`, `is_mobile`, `type_device`, and from the session's marks
 * `utm_tags` (the campaign object as JSON), `iv_user_id` and `iv_sim_country` when present.
 * Country and address travel in the event's own `country`, `country_code` and `ip`.
 */
export function visitorProperties(system: UserAgentInfo, marks: SessionMarks): Record<string, AnalyticsValue> {
  return {
    os_name: system.osName,
    os_version: system.osVersion,
    is_ios: system.ios,
    is_mobile: system.mobile,
    type_device: system.deviceType,
    ...(marks.utmTags ? { utm_tags: JSON.stringify(marks.utmTags) } : {}),
    ...(marks.inviterId ? { iv_user_id: marks.inviterId } : {}),
    ...(marks.inviterSimCountry ? { iv_sim_country: marks.inviterSimCountry } : {}),
  };
}

/** Keeps the device type for this browsing session (`typeDevice`), for code that reads it without the parser. */
export function storeDeviceType(session: KeyValueStorage, info: UserAgentInfo): void {
  session.setItem(DEVICE_TYPE_KEY, info.deviceType);
}

/** The stored device type, or null when none (or something else) is stored. */
export function readDeviceType(session: KeyValueStorage): DeviceType | null {
  const stored = session.getItem(DEVICE_TYPE_KEY);
  return isDeviceType(stored) ? stored : null;
}
