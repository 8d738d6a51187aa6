/**
 * buildApp: the Fastify instance of the reference backend, not yet listening (callers use
 * `app.inject` or `app.listen`; main.ts listens). It opens the database, runs migrations and
 * routes the API contract calls (decision 026); closing the app closes the database.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createCaptcha } from './captcha/create-captcha.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { startMaintenance } from './db/maintenance.ts';
import { geoipLiteLookup } from './geo/geo-lookup.ts';
import type { GeoLookup } from './geo/geo-lookup.ts';
import { requireWebAppType } from './http/app-type.ts';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handling.ts';
import { installRouteLimits } from './http/route-limits.ts';
import { JSON_HELMET } from './http/security-headers.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { analyticsRoutes } from './routes/analytics-routes.ts';
import { catalogueRoutes, priceLocalisationRoutes } from './routes/catalogue-routes.ts';
import { contactRoutes } from './routes/contact-routes.ts';
import { devRoutes } from './routes/dev-routes.ts';
import { deviceRoutes } from './routes/device-routes.ts';
import { geoRoutes } from './routes/geo-routes.ts';
import { orderRoutes } from './routes/order-routes.ts';
import { passwordRoutes } from './routes/password-routes.ts';
import { paymentRoutes } from './routes/payment-routes.ts';
import { paymentWebhookRoutes } from './routes/payment-webhook-routes.ts';
import { sandboxRoutes } from './routes/sandbox-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { siteRoutes } from './routes/site-routes.ts';
import { userIpRoutes } from './routes/user-ip-routes.ts';
import { verificationRoutes } from './routes/verification-routes.ts';
import { installMetrics } from './telemetry/api-metrics.ts';
import { traceFields } from '@meridian/shared/spans.server';

/** Inputs of buildApp; everything but `config` has a production default. */
export interface BuildAppOptions {
  readonly config: AppConfig;
  /** Clock in ms since epoch (default Date.now). */
  readonly now?: () => number;
  /** IP -> country lookup (default: geoip-lite's embedded data). */
  readonly geo?: GeoLookup;
  /** fetch used by the reCAPTCHA provider (default global fetch). */
  readonly fetch?: typeof fetch;
  /** Log requests with pino at config.logLevel (default false). */
  readonly logger?: boolean;
}

/**
 * Builds the app.
 * @throws Error when the database cannot be opened or migrated
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const now = options.now ?? Date.now;
  const db = openDatabase(config.dbPath);
  const ctx: AppContext = {
    db,
    config,
    now,
    geo: options.geo ?? geoipLiteLookup,
    ...createCaptcha(config, db, now, options.fetch ?? fetch),
  };

  const app = Fastify({
    // A line logged inside a traced request carries its trace_id and span_id (decision 056).
    logger: options.logger === true ? { level: config.logLevel, mixin: traceFields } : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: frameworkErrorHandler,
  });
  installErrorHandling(app);
  installMetrics(app);
  // Every answer gets the security headers of a JSON API; the HTML and script routes loosen them per route.
  app.register(helmet, JSON_HELMET);
  installRouteLimits(app);
  app.register(cors, {
    origin: [...config.corsOrigins],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-App-Type', 'X-From'],
    maxAge: 600,
  });

  // Product calls all carry X-App-Type 501 (rule site.app-type); the hook is scoped to this plugin.
  app.register(async (product) => {
    product.addHook('onRequest', requireWebAppType);
    for (const routes of [
      geoRoutes,
      sessionRoutes,
      verificationRoutes,
      passwordRoutes,
      accountRoutes,
      userIpRoutes,
      deviceRoutes,
      contactRoutes,
      catalogueRoutes,
      analyticsRoutes,
      paymentRoutes,
      orderRoutes,
    ]) {
      routes(product, ctx);
    }
  });
  // Registered as a plugin so that its routes are declared after helmet has loaded and its
  // per-route options (sandbox pages, captcha script) are seen.
  app.register(async (open) => {
    priceLocalisationRoutes(open, ctx);
    siteRoutes(open, ctx);
    // Providers post their webhooks and payers see the sandbox pages without X-App-Type.
    paymentWebhookRoutes(open, ctx);
    sandboxRoutes(open, ctx);
    if (config.devEndpoints) devRoutes(open, ctx);
  });

  const stopMaintenance = startMaintenance(ctx);
  app.addHook('onClose', async () => {
    stopMaintenance();
    db.close();
  });
  return app;
}

/** Fastify's types lack the hop-count form of trustProxy, so a count becomes a function. */
function fastifyTrustProxy(value: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return typeof value === 'boolean' ? value : [...value];
}
