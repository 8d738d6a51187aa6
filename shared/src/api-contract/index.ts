/** The site <-> api contract without schemas: paths and error codes (decision 026). */
import * as API_PATH from './api-path.ts';

/** Every `/api/mms/...` path by its standard name, e.g. `API_PATH.profile`. */
export { API_PATH };
export {
  ACCOUNT_V1,
  INVITE_TYPE,
  PAYMENT_PROVIDERS,
  PAYMENT_V1,
  PROVIDERS,
  RECAPTCHA_V2_PREFIX,
  RECAPTCHA_V3_PREFIX,
  WEB,
  isPaymentProvider,
  purchaseResultPath,
  type PaymentProvider,
} from './paths.ts';
export { API_ERROR_CODE, LOGGED_OUT_CODES, SESSION_ENDED_CODES, isSessionEndedCode, type ApiErrorCode } from './error-codes.ts';
