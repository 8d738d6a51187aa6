/** The payment methods to offer, from the providers the payment params enable (api/README.md). */
import { parseResponse, paymentParamsCall } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';
import { offeredMethods, type MethodId } from '../../lib/payment-methods.ts';

/** The offered method ids; every method when the params cannot be read or are off the contract (logged; the purchase call refuses a disabled provider). */
export async function loadMethods(http: HttpClient): Promise<MethodId[]> {
  try {
    return offeredMethods(parseResponse(paymentParamsCall, await http.get<unknown>(paymentParamsCall.path)));
  } catch (error) {
    console.warn('payment params could not be read; offering every payment method', error);
    return offeredMethods(null);
  }
}
