/** Bound devices (rule site.apps, api/README.md): GET web/device/list, POST web/device/unbind. */
import { deviceListCall, deviceUnbindCall, parseResponse, type RequestOf } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';

/** One device bound to the account; `userId` is the app's own account id on it. Times in ms. */
export interface Device {
  readonly appType: number;
  readonly userId: number;
  readonly deviceName: string;
  readonly lastSeenAt: number;
}

/** A key unique within the list. */
export const deviceKey = (device: Pick<Device, 'appType' | 'userId'>) => `${device.appType}:${device.userId}`;

/** The account's devices, most recently seen first; an answer off the contract rejects with ContractError. */
export async function fetchDevices(http: Pick<HttpClient, 'get'>): Promise<Device[]> {
  const { devices } = parseResponse(deviceListCall, await http.get<unknown>(deviceListCall.path));
  return devices.map((device) => ({
    appType: device.app_type,
    userId: device.user_id,
    deviceName: device.device_name,
    lastSeenAt: device.last_seen_at,
  }));
}

/** Unbinds a device (signs its app out); 404 when it is no longer bound. */
export async function unbindDevice(http: Pick<HttpClient, 'post'>, device: Pick<Device, 'appType' | 'userId'>): Promise<void> {
  const body: RequestOf<typeof deviceUnbindCall> = { unbind_app_type: device.appType, unbind_user_id: device.userId };
  await http.post(deviceUnbindCall.path, body);
}
