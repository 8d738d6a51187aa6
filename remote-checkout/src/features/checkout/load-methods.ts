/** The payment methods to offer, from the providers the payment params enable (spec section 7). */
import type { HttpClient } from '@meridian/shared/http';
import { API_PATH } from '@meridian/shared/api-contract';
import { offeredMethods, type MethodId } from '../../lib/payment-methods.ts';

/** The offered method ids; every method when the params cannot be read (logged; the purchase call refuses a disabled provider). */
export async function loadMethods(http: HttpClient): Promise<MethodId[]> {
  try {
    return offeredMethods(await http.get<unknown>(API_PATH.paymentParams));
  } catch (error) {
    console.warn('payment params could not be read; offering every payment method', error);
    return offeredMethods(null);
  }
}
