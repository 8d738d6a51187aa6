/**
 * Per-provider keys kept in table payment_provider_keys (made by migration 4 with random
 * values per database): the webhook signing secret and the public key the browser is given.
 */
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow } from '../db/database.ts';
import type { ProviderId } from './providers.ts';

const keysRow = z.object({ webhook_secret: z.string(), public_key: z.string() });

/** The keys of one provider. */
export type ProviderKeys = z.infer<typeof keysRow>;

/**
 * Reads a provider's keys.
 * @throws Error naming the provider when its row is missing (a broken migration)
 */
export function providerKeys(ctx: AppContext, provider: ProviderId): ProviderKeys {
  const row = getRow(ctx.db, keysRow, 'SELECT webhook_secret, public_key FROM payment_provider_keys WHERE provider = ?', provider);
  if (row === undefined) throw new Error(`Reading payment keys of provider ${provider}: missing`);
  return row;
}
