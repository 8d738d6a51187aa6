/** POST /api/mms/account/v1/geo_info (decision 026): where the caller is. */
import { geoInfoCall } from '@meridian/shared/api-schemas';
import { locate } from '../geo/geo-lookup.ts';
import { reply } from '../http/envelope.ts';
import { ACCOUNT_V1 } from './paths.ts';
import type { RouteModule } from './paths.ts';

/**
 * Body: none. Data: `{ user_ip, country, country_code }`. The IP honours X-Forwarded-For
 * only from trusted proxies (API_TRUSTED_PROXY); unknown addresses use API_GEO_FALLBACK_COUNTRY.
 */
export const geoRoutes: RouteModule = (app, ctx) => {
  app.post(`${ACCOUNT_V1}/geo_info`, async (request) => {
    const geo = await locate(ctx, request.ip);
    return reply(geoInfoCall, { user_ip: request.ip, country: geo.country, country_code: geo.country_code });
  });
};
