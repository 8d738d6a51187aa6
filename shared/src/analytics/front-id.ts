/**
 * The analytics `front_id` of rule analytics.event: a stable id of this browser, so events of one
 * visitor can be told apart from another's without knowing who they are. It is random (16 bytes
 * from the platform's CSPRNG), never derived from the address, the account or the device, and
 * kept in local storage under {@link FRONT_ID_KEY} until the visitor clears it.
 */
import type { KeyValueStorage } from '../runtime/ports.ts';

/** Local storage key of the front id. */
export const FRONT_ID_KEY = 'front_id';

/** What a front id looks like: 32 lower-case hex digits (128 random bits). */
export const FRONT_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Fills a byte array with random values (`crypto.getRandomValues`, which also works outside secure contexts). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A new random front id. */
export function createFrontId(random: RandomBytes = cryptoRandom): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's front id: the stored one when it has the right shape, else a new one, stored.
 * When storage is unavailable (blocked, full, private mode) the new id lasts for this page only.
 */
export function readFrontId(storage: KeyValueStorage | null, random: RandomBytes = cryptoRandom): string {
  try {
    const stored = storage?.getItem(FRONT_ID_KEY);
    if (stored && FRONT_ID_PATTERN.test(stored)) return stored;
  } catch {
    // Reading storage can throw where it is blocked: a new id it is.
  }
  const id = createFrontId(random);
  try {
    storage?.setItem(FRONT_ID_KEY, id);
  } catch {
    // Not kept: the next page makes another.
  }
  return id;
}
