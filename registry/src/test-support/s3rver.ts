/**
 * A real S3-compatible server for tests: s3rver on 127.0.0.1 (a free port), its data in a
 * temporary folder, one empty bucket, and a client configured as for any local store
 * (path-style, region us-east-1, s3rver's fixed credentials).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Location } from '../store/s3-artifact-store.ts';

/** A running s3rver. */
export interface TestBucket {
  /** `http://127.0.0.1:<port>`; objects answer anonymous GETs at `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** The bucket under `prefix`. */
  location(prefix?: string): S3Location;
  /** Anonymous GET of `key`, as a CDN in front of the bucket sends it. */
  get(key: string): Promise<Response>;
  close(): Promise<void>;
}

/** Starts s3rver with the bucket `bucket`. */
export async function startTestBucket(bucket = 'meridian-test'): Promise<TestBucket> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    client,
    location: (prefix = '') => ({ client, bucket, prefix }),
    get: (key) => fetch(`${endpoint}/${bucket}/${key}`, { headers: { 'accept-encoding': 'identity' } }),
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
