/**
 * Settings that are legal but dangerous, announced once at start-up (main.ts logs each line
 * as a warning): they are easy to carry from a local run into production unnoticed.
 */
import type { AppConfig } from './config.ts';

/** One line per risky setting in `config`; empty when there is none. */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.devEndpoints) {
    warnings.push('API_DEV_ENDPOINTS is on: /api/dev/outbox exposes every sign-in code — never in production');
  }
  if (config.production && config.trustProxy === false) {
    warnings.push(
      'API_TRUSTED_PROXY is false in production: behind a load balancer every client shares the ' +
        "proxy's per-IP rate limits; set it to the load balancer's address",
    );
  }
  if (config.production && config.publicOrigin === null) {
    warnings.push(
      'API_PUBLIC_ORIGIN is not set in production: payment pages are linked on the address the API ' +
        'listens on; set it to the origin browsers use',
    );
  }
  return warnings;
}
