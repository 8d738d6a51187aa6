/**
 * The artifact store in S3-compatible object storage (decision 022), chosen by
 * `ARTIFACT_STORE_URL=s3://<bucket>/<prefix>`: a version's files under
 * `<prefix>/<area>/<version>/<path>`, each with its content type and
 * `Cache-Control: public, max-age=31536000, immutable`, so the bucket can sit behind a CDN as
 * the remotes' origin. The release snapshot lives beside them at `<prefix>/release-state.json`.
 *
 * An object store cannot write several objects at once, so a version is written in two steps:
 * every file but `mf-manifest.json`, then the manifest, whose presence marks the version
 * complete. Every file is looked at before it is written (one listing of the version's folder,
 * then a HEAD of each file already there): the same bytes are left alone (a retried publish
 * completes a half-written version), other bytes are refused with a `VersionConflictError`. Writes also send `If-None-Match: *`, which S3 enforces against a
 * concurrent writer (s3rver ignores it; the registry's publish lock and its database row, the
 * commit point, cover that case there).
 */
import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { PRODUCTION } from '@meridian/shared/registry-contract';
import type { ObjectStoreConfig } from '../config.ts';
import {
  invalidArtifactPath,
  VersionConflictError,
  type ArtifactFile,
  type ArtifactStore,
  type ReleaseSnapshotTarget,
} from './artifact-store.ts';
import { storedTypeOf } from './content-types.ts';

/** `Cache-Control` of every file in a version folder, JSON included: a version never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file whose presence marks a version complete; written after all the others. */
export const VERSION_MARKER = 'mf-manifest.json';

/** Key of the release snapshot under the prefix: production's (decision 059: `snapshotFileOf` names the others'). */
export const SNAPSHOT_FILE = 'release-state.json';

/** The snapshot file of `environment`: `release-state.json` for production, `release-state.<name>.json` for another. */
export function snapshotFileOf(environment: string): string {
  return environment === PRODUCTION ? SNAPSHOT_FILE : `release-state.${environment}.json`;
}

/** Keys one DeleteObjects request removes at most (S3's limit). */
const DELETE_BATCH = 1000;

/** Files looked at and written at the same time. */
const PARALLEL = 8;

/** Where objects go: the client (endpoint, region, credentials), the bucket and the key prefix. */
export interface S3Location {
  client: S3Client;
  bucket: string;
  /** Key prefix without leading or trailing `/`; empty for the bucket's root. */
  prefix: string;
}

/**
 * A client for `config`, with endpoint, region and credentials from the AWS SDK's standard
 * settings (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, AWS_PROFILE, instance roles ...).
 */
export function s3LocationOf(config: ObjectStoreConfig): S3Location {
  return { client: new S3Client({ forcePathStyle: config.forcePathStyle }), bucket: config.bucket, prefix: config.prefix };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = error.$metadata;
  return typeof metadata === 'object' && metadata !== null && 'httpStatusCode' in metadata && typeof metadata.httpStatusCode === 'number'
    ? metadata.httpStatusCode
    : undefined;
}

const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** Runs `work` over `items`, at most `limit` at a time; rejects with the first failure. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Creates the store over `location`; `describe()` gives `s3://bucket/prefix`. */
export function createS3ArtifactStore(location: S3Location): ArtifactStore {
  const { client, bucket, prefix } = location;
  const base = prefix === '' ? '' : `${prefix}/`;

  function keyOf(area: string, version: string, path: string): string {
    for (const part of [area, version]) {
      if (invalidArtifactPath(part) !== null || part.includes('/') || part.startsWith('.'))
        throw new Error(`artifact store: invalid area or version "${part}"`);
    }
    const problem = invalidArtifactPath(path);
    if (problem !== null) throw new Error(`artifact store: invalid path "${path}": ${problem}`);
    return `${base}${area}/${version}/${path}`;
  }

  async function read(key: string): Promise<Uint8Array | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return object.Body === undefined ? new Uint8Array() : await object.Body.transformToByteArray();
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw new Error(`artifact store: reading s3://${bucket}/${key} failed: ${String(error)}`, { cause: error });
    }
  }

  /** The sha256 of the object at `key` (from its metadata, else from its bytes), or null when there is none. */
  async function storedHash(key: string): Promise<string | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      const recorded = head.Metadata?.sha256;
      if (recorded !== undefined) return recorded;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw new Error(`artifact store: looking at s3://${bucket}/${key} failed: ${String(error)}`, { cause: error });
    }
    const data = await read(key);
    return data === null ? null : sha256(data);
  }

  /** The keys under `folder` (`.../<area>/<version>/`). */
  async function listKeys(folder: string): Promise<Set<string>> {
    const keys = new Set<string>();
    try {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: folder })) {
        for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.add(object.Key);
      }
    } catch (error) {
      throw new Error(`artifact store: listing s3://${bucket}/${folder} failed: ${String(error)}`, { cause: error });
    }
    return keys;
  }

  /** Writes `file` at `key` unless it holds the same bytes; `present`: whether the listing saw the key. */
  async function putOnce(key: string, file: ArtifactFile, present: boolean): Promise<void> {
    const hash = sha256(file.data);
    const { contentType, contentEncoding } = storedTypeOf(file.path);
    const conflict = () => new VersionConflictError(`artifact store: s3://${bucket}/${key} already holds other bytes`);
    const existing = present ? await storedHash(key) : null;
    if (existing === hash) return;
    if (existing !== null) throw conflict();
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: file.data,
          ContentType: contentType,
          ...(contentEncoding === undefined ? {} : { ContentEncoding: contentEncoding }),
          CacheControl: IMMUTABLE,
          Metadata: { sha256: hash },
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      // 412: another writer got there first (S3 enforces If-None-Match); 409: it is still writing.
      const status = statusOf(error);
      if (status !== 412 && status !== 409)
        throw new Error(`artifact store: writing s3://${bucket}/${key} failed: ${String(error)}`, { cause: error });
      if ((await storedHash(key)) !== hash) throw conflict();
    }
  }

  return {
    async hasVersion(area, version) {
      return (await storedHash(keyOf(area, version, VERSION_MARKER))) !== null;
    },

    async putVersion(area, version, files: readonly ArtifactFile[]) {
      const marker = files.find((file) => file.path === VERSION_MARKER);
      if (marker === undefined) throw new Error(`artifact store: ${area}@${version} has no ${VERSION_MARKER}`);
      const rest = files.filter((file) => file !== marker);
      for (const file of rest) keyOf(area, version, file.path);
      const present = await listKeys(keyOf(area, version, VERSION_MARKER).slice(0, -VERSION_MARKER.length));
      await eachLimited(rest, PARALLEL, (file) => {
        const key = keyOf(area, version, file.path);
        return putOnce(key, file, present.has(key));
      });
      const markerKey = keyOf(area, version, VERSION_MARKER);
      await putOnce(markerKey, marker, present.has(markerKey));
    },

    async read(area, version, path) {
      return read(keyOf(area, version, path));
    },

    async deleteVersion(area, version) {
      const markerKey = keyOf(area, version, VERSION_MARKER);
      const keys = [...(await listKeys(markerKey.slice(0, -VERSION_MARKER.length)))];
      if (keys.length === 0) return 0;
      try {
        // The marker first: from then on the version reads as incomplete, never as a whole version with holes.
        if (keys.includes(markerKey)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: markerKey }));
        const rest = keys.filter((key) => key !== markerKey);
        for (let start = 0; start < rest.length; start += DELETE_BATCH) {
          const batch = rest.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
          const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
          const failed = answer.Errors ?? [];
          if (failed.length > 0)
            throw new Error(`${failed.length} objects refused, first ${failed[0]?.Key ?? '?'}: ${failed[0]?.Message ?? ''}`);
        }
      } catch (error) {
        throw new Error(`artifact store: deleting s3://${bucket}/${markerKey.slice(0, -VERSION_MARKER.length)} failed: ${String(error)}`, {
          cause: error,
        });
      }
      return keys.length;
    },

    describe() {
      return `s3://${bucket}/${prefix}`;
    },
  };
}

/**
 * The release snapshot of `environment` at `<prefix>/release-state.json` (production) or
 * `<prefix>/release-state.<environment>.json`: JSON, `Cache-Control: no-cache` (readers revalidate).
 */
export function createS3ReleaseSnapshot(location: S3Location, environment = PRODUCTION): ReleaseSnapshotTarget {
  const { client, bucket, prefix } = location;
  const file = snapshotFileOf(environment);
  const key = prefix === '' ? file : `${prefix}/${file}`;
  return {
    async write(json) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: json,
          ContentType: 'application/json; charset=utf-8',
          CacheControl: 'no-cache',
        }),
      );
    },
    async storedRevision() {
      let text: string;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        text = (await object.Body?.transformToString()) ?? '';
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
      try {
        const revision: unknown = (JSON.parse(text) as { revision?: unknown }).revision;
        return typeof revision === 'number' ? revision : null;
      } catch {
        return null;
      }
    },
    describe() {
      return `s3://${bucket}/${key}`;
    },
  };
}
