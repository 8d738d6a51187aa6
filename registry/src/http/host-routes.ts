/**
 * `GET /api/hosts` (decision 048): each host's health token by name and what it reported over the
 * last hour, refusals included, for the console and for operators who want to know which replica
 * said what. Never a token or its digest.
 */
import type { FastifyInstance } from 'fastify';
import type { hostsViewSchema, WireOut } from '@meridian/shared/registry-contract';
import type { RegistryDeps } from '../services/deps.ts';
import { roleOf } from '../tokens.ts';

/** The window `GET /api/hosts` sums over, in minutes. */
export const HOSTS_WINDOW_MINUTES = 60;

/** Registers `GET /api/hosts` → `{ windowMinutes, hosts: [...] }`, every configured host first, by name. */
export function registerHostRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  app.get('/api/hosts', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const activity = await deps.db.hostActivity(deps.now() - HOSTS_WINDOW_MINUTES * 60_000);
    const configured = deps
      .tokens()
      .filter((entry) => roleOf(entry) === 'health')
      .map((entry) => entry.name);
    const names = [...new Set([...configured, ...activity.map((entry) => entry.host)])].sort();
    const body: WireOut<typeof hostsViewSchema> = {
      windowMinutes: HOSTS_WINDOW_MINUTES,
      hosts: names.map((name) => {
        const seen = activity.find((entry) => entry.host === name);
        return {
          name,
          configured: configured.includes(name),
          lastReportAt: seen === undefined ? null : new Date(seen.lastMs).toISOString(),
          reports: seen?.reports ?? 0,
          refused: seen?.refused ?? 0,
          lastRefusal: seen?.lastRefusal ?? null,
          loads: seen?.loads ?? 0,
          failures: seen?.failures ?? 0,
          pageViews: seen?.pageViews ?? 0,
          pageFailures: seen?.pageFailures ?? 0,
          browserViews: seen?.browserViews ?? 0,
        };
      }),
    };
    return body;
  });
}
