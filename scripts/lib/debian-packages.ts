/**
 * What `npm test` needs from Debian (never downloaded from anywhere else): Chromium for the browser
 * tests, the fonts a Japanese and an Arabic visitor's device has (the layout journeys measure real
 * glyphs: without them they would measure missing-glyph boxes and pass on broken lines), and faketime
 * for the runs with the clock moved ahead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each package and how to tell it is there. */
export const TEST_PACKAGES: readonly { readonly name: string; readonly present: () => boolean }[] = [
  { name: 'chromium', present: () => existsSync(CHROMIUM) },
  { name: 'fonts-noto-cjk', present: () => installed('fonts-noto-cjk') },
  // Noto Naskh Arabic and Noto Sans Arabic, the families the site's Arabic font stack names.
  { name: 'fonts-noto-core', present: () => installed('fonts-noto-core') },
  { name: 'faketime', present: () => installed('faketime') },
];

/** Whether dpkg has `name` installed. */
function installed(name: string): boolean {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/** The names of the packages of {@link TEST_PACKAGES} that are missing. */
export function missingDebianPackages(): string[] {
  return TEST_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
}
