/**
 * Migration 7: wrong guesses at an emailed code counted per client address (per IPv4 address or
 * IPv6 /64, http/client-address.ts), so one address's guesses never use up another's tries
 * (accounts/verification-codes.ts). Rows go with their code.
 */
import type { Migration } from '../migrate.ts';

export const verificationAttempts: Migration = {
  version: 7,
  name: 'verification-attempts',
  up(db) {
    db.exec(`
      CREATE TABLE verification_attempts (
        code_id INTEGER NOT NULL REFERENCES verification_codes(id) ON DELETE CASCADE,
        address TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        PRIMARY KEY (code_id, address)
      );
    `);
  },
};
