/**
 * Data files that hold people or secrets are owner-only, 0600 (decision 051): the local secrets
 * (registry tokens, preview and captcha keys) and the registry's people file. The databases'
 * own tests check var/api.sqlite and var/registry/registry.sqlite with their WAL and SHM files.
 */
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPerson } from 'registry/src/tokens.ts';
import { readOrCreateSecrets } from '../scripts/lib/local-secrets.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'data-modes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

test('local secrets are made 0600, and a world-readable file of them is made 0600 when read', () => {
  const made = join(dir, 'made.json');
  readOrCreateSecrets(made);
  expect(modeOf(made)).toBe(0o600);

  const old = join(dir, 'old.json');
  writeFileSync(old, JSON.stringify(readOrCreateSecrets(made)));
  chmodSync(old, 0o644);
  readOrCreateSecrets(old);
  expect(modeOf(old)).toBe(0o600);
});

test('the people file written by people add is 0600', () => {
  const people = join(dir, 'people.json');
  addPerson(people, 'alice', 'releaser');
  expect(modeOf(people)).toBe(0o600);
});
