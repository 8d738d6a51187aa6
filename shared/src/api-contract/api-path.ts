/**
 * The `/api/mms/...` paths one by one (decision 026); read them as `API_PATH.<name>` from
 * `@meridian/shared/api-contract`. Whole literals, not templates of the prefixes, so that a
 * bundle inlines the paths it reads and drops the rest.
 */
export const geoInfo = '/api/mms/account/v1/geo_info';
export const anonymousSignup = '/api/mms/account/v1/web/anonymous_signup';
export const login = '/api/mms/account/v1/web/login';
export const logout = '/api/mms/account/v1/web/logout';
export const profile = '/api/mms/account/v1/web/profile';
export const verificationRequest = '/api/mms/account/v1/web/verification/request';
export const verificationValidate = '/api/mms/account/v1/web/verification/validate';
export const resetPassword = '/api/mms/account/v1/web/reset_password';
export const setPassword = '/api/mms/account/v1/web/set_password';
export const changePassword = '/api/mms/account/v1/web/change_password';
export const deviceList = '/api/mms/account/v1/web/device/list';
export const deviceUnbind = '/api/mms/account/v1/web/device/unbind';
export const userIpQuery = '/api/mms/account/v1/web/user_ip/query';
export const userIpBind = '/api/mms/account/v1/web/user_ip/bind';
export const userIpRemove = '/api/mms/account/v1/web/user_ip/remove';
export const contactUs = '/api/mms/report/v1/contact_us';
export const orders = '/api/mms/payment/v1/web/orders';
export const subscriptions = '/api/mms/payment/v1/web/subscription_my';
export const plans = '/api/mms/payment/v1/providers/plans';
export const paymentParams = '/api/mms/payment/v1/providers/common/params';
export const prepurchase = '/api/mms/payment/v1/providers/common/pd/prepurchase';
export const s1PublicKey = '/api/mms/payment/v1/providers/s1/publickey';
export const s1CreateSubscription = '/api/mms/payment/v1/providers/s1/create_subscription';
export const priceLocalisation = '/l10n/prices';
