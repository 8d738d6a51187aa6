/** Bound devices (spec sections 3 and 7): GET web/device/list, POST web/device/unbind. */
import type { HttpClient } from '@meridian/shared/http';
import { isRecord, listOf, numberOf, stringOf } from '../../lib/guards.ts';

export const DEVICE_LIST_PATH = '/api/mms/account/v1/web/device/list';
export const DEVICE_UNBIND_PATH = '/api/mms/account/v1/web/device/unbind';

/** One device bound to the account; `userId` is the app's own account id on it. Times in ms. */
export interface Device {
  readonly appType: number;
  readonly userId: number;
  readonly deviceName: string;
  readonly lastSeenAt: number | undefined;
}

/** A key unique within the list. */
export const deviceKey = (device: Pick<Device, 'appType' | 'userId'>) => `${device.appType}:${device.userId}`;

function parseDevice(item: unknown): Device | undefined {
  if (!isRecord(item)) return undefined;
  const appType = numberOf(item.app_type);
  const userId = numberOf(item.user_id);
  if (appType === undefined || userId === undefined) return undefined;
  return {
    appType,
    userId,
    deviceName: stringOf(item.device_name) ?? '',
    lastSeenAt: numberOf(item.last_seen_at),
  };
}

/** The account's devices, most recently seen first. */
export async function fetchDevices(http: Pick<HttpClient, 'get'>): Promise<Device[]> {
  return listOf(await http.get<unknown>(DEVICE_LIST_PATH), 'devices', parseDevice);
}

/** Unbinds a device (signs its app out); 404 when it is no longer bound. */
export async function unbindDevice(http: Pick<HttpClient, 'post'>, device: Pick<Device, 'appType' | 'userId'>): Promise<void> {
  await http.post(DEVICE_UNBIND_PATH, { unbind_app_type: device.appType, unbind_user_id: device.userId });
}
