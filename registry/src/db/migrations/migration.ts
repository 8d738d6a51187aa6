/**
 * A numbered schema migration: plain SQL, applied once per database in ascending order and
 * recorded in its `schema_migrations` table (decision 021).
 */
export interface Migration {
  /** Positive integer, unique and ascending in its list. */
  readonly version: number;
  /** kebab-case name, e.g. `initial-schema`. */
  readonly name: string;
  /** The statements, run in one transaction. */
  readonly sql: string;
}

/** Throws an Error naming the first migration whose version is not a positive integer above the one before it. */
export function checkMigrationOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (!Number.isInteger(migration.version) || migration.version < 1 || (previous && previous.version >= migration.version)) {
      throw new Error(`registry migrations out of order at ${migration.version} (${migration.name})`);
    }
  });
}
