/**
 * Builds the files of a fake remote version for tests: a Module Federation 2 manifest with the
 * versioned container name, both entries and the shared singletons, a message bundle, and the
 * build's list of them (`build-files.json`).
 */
import { createHash } from 'node:crypto';
import { BUILD_FILES, buildFilesText } from '@meridian/shared/build-files.server';
import { containerName } from '@meridian/shared/release';
import type { Area } from '@meridian/shared/areas';

/** The host's shared versions used by tests. */
export const HOST_SHARED: Readonly<Record<string, string>> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '8.5.1',
  i18next: '27.1.2',
  'react-i18next': '18.0.1',
  '@meridian/shared': '1.0.0',
};

/** A file as the publish API takes it. */
export interface PublishFile {
  path: string;
  sha256: string;
  contentBase64: string;
}

/** Options: override shared versions (`{ react: ['18.2.0', '^18.2.0'] }`) or the manifest text. */
export interface VersionOptions {
  shared?: Record<string, [version: string, requiredVersion: string]>;
  manifest?: string;
  extra?: Record<string, string>;
}

/** The manifest text of a fake version. */
export function manifestText(area: Area, version: string, options: VersionOptions = {}): string {
  const name = containerName(area, version);
  const shared = Object.entries(HOST_SHARED).map(([pkg, hostVersion]) => {
    const [own, required] = options.shared?.[pkg] ?? [hostVersion, `^${hostVersion}`];
    return { id: `${name}:${pkg}`, name: pkg, version: own, requiredVersion: required, singleton: true };
  });
  shared.push({
    id: `${name}:react/jsx-runtime`,
    name: 'react/jsx-runtime',
    version: options.shared?.react?.[0] ?? '19.3.1',
    requiredVersion: options.shared?.react?.[1] ?? '^19.3.1',
    singleton: true,
  });
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
    },
    shared,
    remotes: [],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
  });
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** `contents` plus the `build-files.json` a build that wrote exactly them would add (kept when already there). */
export function withBuildFiles(contents: Record<string, string>): Record<string, string> {
  if (BUILD_FILES in contents) return contents;
  const files = Object.fromEntries(Object.entries(contents).map(([path, text]) => [path, sha256(text)]));
  return { ...contents, [BUILD_FILES]: buildFilesText(files) };
}

/** Raw files of a fake version, as a production build writes them (with `build-files.json`): path to text. */
export function versionContents(area: Area, version: string, options: VersionOptions = {}): Record<string, string> {
  return withBuildFiles({
    'mf-manifest.json': options.manifest ?? manifestText(area, version, options),
    'remoteEntry.js': `/* ${area} ${version} browser */`,
    'server/remoteEntry.js': `/* ${area} ${version} server */`,
    [`locales/en/${area}.json`]: JSON.stringify({ title: `${area} ${version}` }),
    ...options.extra,
  });
}

/** The same files in the shape of `POST /api/remotes/{name}/versions`, with a `build-files.json` naming them unless `contents` has one. */
export function toPublishFiles(contents: Record<string, string>): PublishFile[] {
  return Object.entries(withBuildFiles(contents)).map(([path, text]) => ({
    path,
    sha256: sha256(text),
    contentBase64: Buffer.from(text).toString('base64'),
  }));
}
