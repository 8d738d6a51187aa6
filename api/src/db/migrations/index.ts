/** The ordered migration list run at start-up. Append only: never edit a released migration. */
import type { Migration } from '../migrate.ts';
import { initialSchema } from './001-initial-schema.ts';
import { seedCatalogue } from './002-seed-catalogue.ts';
import { seedSiteConfig } from './003-seed-site-config.ts';
import { payments } from './004-payments.ts';
import { claimsAndLoginProtection } from './005-claims-and-login-protection.ts';
import { promotionTranslations } from './006-promotion-translations.ts';
import { verificationAttempts } from './007-verification-attempts.ts';

export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  seedCatalogue,
  seedSiteConfig,
  payments,
  claimsAndLoginProtection,
  promotionTranslations,
  verificationAttempts,
];
