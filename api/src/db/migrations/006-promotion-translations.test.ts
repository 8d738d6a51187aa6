import { DatabaseSync } from 'node:sqlite';
import { runMigrations } from '../migrate.ts';
import { MIGRATIONS } from './index.ts';

test('gives the seeded festival text in every route language, and leaves an edited promotion alone', () => {
  const db = new DatabaseSync(':memory:');
  runMigrations(db, MIGRATIONS);
  const promotion = JSON.parse((db.prepare("SELECT value FROM site_config WHERE key = 'promotion'").get() as { value: string }).value) as {
    translations: Record<string, { text: string }[]>;
  };
  expect(Object.keys(promotion.translations).sort()).toEqual(['ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru']);
  expect(promotion.translations.de?.map((segment) => segment.text).join('')).toBe(
    'Black Friday: bis zu 69 % Rabatt auf den 2-Jahres-Tarif',
  );

  const edited = new DatabaseSync(':memory:');
  runMigrations(edited, MIGRATIONS.slice(0, 5));
  edited
    .prepare("UPDATE site_config SET value = ? WHERE key = 'promotion'")
    .run(JSON.stringify({ startTime: 'x', endTime: 'y', isFestival: false, segments: [{ text: 'Spring sale', color: '#FFFFFF' }] }));
  runMigrations(edited, MIGRATIONS);
  expect(
    JSON.parse((edited.prepare("SELECT value FROM site_config WHERE key = 'promotion'").get() as { value: string }).value),
  ).not.toHaveProperty('translations');
});
