/**
 * The start call of each provider (decision 008): pd through common/pd/prepurchase; ps, rz,
 * tpa and so through `<provider>/purchase` (so answers `web_url`, copied into `redirect_url`);
 * s1 through s1/publickey then s1/create_subscription with a captcha v3 token. Every one
 * resolves to the order id and the provider page to send the payer to.
 */
import { postWithCaptcha } from '@meridian/shared/captcha';
import type { HttpClient } from '@meridian/shared/http';
import { API_PATH, type PaymentProvider, PROVIDERS } from '@meridian/shared/api-contract';
import type { RequestOf } from '@meridian/shared/api-schemas';
import type { PurchaseBody } from './purchase-body.ts';

/** A started purchase. */
export interface StartedPurchase {
  readonly orderId: string;
  readonly redirectUrl: string;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The order and the provider page of a started purchase (so names the page `web_url`; the rest
 * of the flow reads `redirect_url`); an Error naming `call` when the page is not an http(s) URL.
 */
export function readStarted(
  data: { readonly order_id: string; readonly redirect_url: string; readonly web_url?: string | undefined },
  call: string,
): StartedPurchase {
  const redirectUrl = data.web_url ?? data.redirect_url;
  if (data.order_id === '' || !isHttpUrl(redirectUrl)) throw new Error(`reading ${call}: unexpected data ${JSON.stringify(data)}`);
  return { orderId: data.order_id, redirectUrl };
}

/**
 * Starts a purchase with `provider`. `captchaToken` is asked only for s1.
 * Rejects with the client's ApiError, ContractError for an answer off the contract, an Error
 * for a provider page that is not a web address, or the captcha's Error. The contract's
 * schemas load with the first purchase, not with the checkout page.
 */
export async function startProviderPurchase(
  http: HttpClient,
  provider: PaymentProvider,
  body: PurchaseBody,
  captchaToken: () => Promise<string>,
): Promise<StartedPurchase> {
  const { parseResponse, purchaseCall, s1CreateSubscriptionCall, s1PublicKeyCall } = await import('@meridian/shared/api-schemas');
  if (provider === 's1') {
    const { public_key } = parseResponse(s1PublicKeyCall, await http.get<unknown>(s1PublicKeyCall.path));
    const request: RequestOf<typeof s1CreateSubscriptionCall> = { ...body, public_key };
    const data = await postWithCaptcha<unknown>(http, s1CreateSubscriptionCall.path, request, captchaToken);
    return readStarted(parseResponse(s1CreateSubscriptionCall, data), s1CreateSubscriptionCall.path);
  }
  const apiCall = purchaseCall(provider === 'pd' ? API_PATH.prepurchase : `${PROVIDERS}/${provider}/purchase`);
  const request: RequestOf<typeof apiCall> = body;
  return readStarted(parseResponse(apiCall, await http.post<unknown>(apiCall.path, request)), apiCall.path);
}
