/**
 * The start call of each provider (spec section 7): pd through common/pd/prepurchase; ps, rz,
 * tpa and so through `<provider>/purchase` (so answers `web_url`, copied into `redirect_url`);
 * s1 through s1/publickey then s1/create_subscription with a captcha v3 token. Every one
 * resolves to the order id and the provider page to send the payer to.
 */
import { postWithCaptcha } from '@meridian/shared/captcha';
import type { HttpClient } from '@meridian/shared/http';
import { API_PATH, type PaymentProvider, PROVIDERS } from '@meridian/shared/api-contract';
import { isRecord, stringField } from '../../lib/guards.ts';
import type { PurchaseBody } from './purchase-body.ts';

/** A started purchase. */
export interface StartedPurchase {
  readonly orderId: string;
  readonly redirectUrl: string;
}

/** so's answer names the provider page `web_url`; the rest of the flow reads `redirect_url`. */
export function copyWebUrl(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const webUrl = stringField(data, 'web_url');
  return webUrl === undefined ? data : { ...data, redirect_url: webUrl };
}

function isHttpUrl(value: string | undefined): value is string {
  if (value === undefined) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Reads a start call's data; an Error naming `call` when it lacks an order id or an http(s) redirect_url. */
export function readStarted(data: unknown, call: string): StartedPurchase {
  const orderId = isRecord(data) ? stringField(data, 'order_id') : undefined;
  const redirectUrl = isRecord(data) ? stringField(data, 'redirect_url') : undefined;
  if (orderId === undefined || orderId === '' || !isHttpUrl(redirectUrl)) {
    throw new Error(`reading ${call}: unexpected data ${JSON.stringify(data)}`);
  }
  return { orderId, redirectUrl };
}

/**
 * Starts a purchase with `provider`. `captchaToken` is asked only for s1.
 * Rejects with the client's ApiError, an Error for an unexpected answer, or the captcha's Error.
 */
export async function startProviderPurchase(
  http: HttpClient,
  provider: PaymentProvider,
  body: PurchaseBody,
  captchaToken: () => Promise<string>,
): Promise<StartedPurchase> {
  switch (provider) {
    case 'pd':
      return readStarted(await http.post<unknown>(API_PATH.prepurchase, body), API_PATH.prepurchase);
    case 's1': {
      const key = await http.get<unknown>(API_PATH.s1PublicKey);
      const publicKey = isRecord(key) ? stringField(key, 'public_key') : undefined;
      if (publicKey === undefined) throw new Error(`reading ${API_PATH.s1PublicKey}: no public_key`);
      const data = await postWithCaptcha(http, API_PATH.s1CreateSubscription, { ...body, public_key: publicKey }, captchaToken);
      return readStarted(data, API_PATH.s1CreateSubscription);
    }
    case 'so': {
      const path = `${PROVIDERS}/so/purchase`;
      return readStarted(copyWebUrl(await http.post<unknown>(path, body)), path);
    }
    default: {
      const path = `${PROVIDERS}/${provider}/purchase`;
      return readStarted(await http.post<unknown>(path, body), path);
    }
  }
}
