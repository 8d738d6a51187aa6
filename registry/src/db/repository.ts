/**
 * The registry's state behind one asynchronous interface, with two implementations: the embedded
 * SQLite file (`sqlite-repository.ts`, the default) and PostgreSQL (`postgres/postgres-repository.ts`,
 * when REGISTRY_DATABASE_URL is set). Services only ever see this interface (decision 021).
 */
import type { Area } from '@meridian/shared/areas';
import type { AuditEntry, AuditInput, AuditQuery } from './audit-repo.ts';
import type { HealthCounts } from './health-repo.ts';
import type { AreaRelease } from './release-repo.ts';
import type { Rollout } from './rollout-repo.ts';
import type { SignalCounts, SignalMinute } from './signals-repo.ts';
import type { FileRecord, VersionRecord } from './version-repo.ts';

/** The release set at one revision, read in one consistent snapshot. */
export interface ReleaseSetSnapshot {
  revision: number;
  releases: AreaRelease[];
}

/** An audit entry of a release write: its revisions are filled in by `commitRelease`. */
export type ReleaseAuditInput = Omit<AuditInput, 'fromRevision' | 'toRevision'>;

/** A compare-and-set of the release set: `release` is stored only while the revision is still `expectedRevision`. */
export interface ReleaseCommit {
  expectedRevision: number;
  release: AreaRelease;
  audit: ReleaseAuditInput;
  /** Epoch milliseconds stamped on the release row and the audit entry. */
  nowMs: number;
  /** A guarded rollout's new state, stored in the same transaction (its step, a pause by a manual write). */
  rollout?: Rollout;
}

/** The outcome of `commitRelease`: the new revision and audit entry, or the revision that was found instead. */
export type CommitOutcome = { ok: true; revision: number; audit: AuditEntry; rolloutId?: number } | { ok: false; currentRevision: number };

/** Which implementation, for logs and tests. */
export type RepositoryKind = 'sqlite' | 'postgres';

/**
 * Every read and write of the registry's state. All methods reject with an Error naming what was
 * being done when the database fails; none of them retries.
 */
export interface RegistryRepository {
  readonly kind: RepositoryKind;
  /** Where the state lives, without secrets: a file path or `postgresql://user@host:port/db`. */
  describe(): string;

  /** The current revision of the release set (0 before the first write). */
  currentRevision(): Promise<number>;
  /** The revision and every area's release, in one snapshot. */
  readReleaseSet(): Promise<ReleaseSetSnapshot>;
  /** One area's release state, or null before its first activation. */
  getRelease(area: Area): Promise<AreaRelease | null>;
  /** One area's release state and the revision it belongs to, in one snapshot: what a commit is planned from. */
  getReleaseAt(area: Area): Promise<{ revision: number; release: AreaRelease | null }>;
  /**
   * Compare-and-set: a conditional `UPDATE ... WHERE revision = expected` bumps the revision, then
   * the release row and one audit entry (from the expected revision to the new one) are written in
   * the same transaction. Of any number of commits expecting the same revision, in any number of
   * processes, exactly one succeeds. Wakes `onRevision` listeners of every process on success.
   */
  commitRelease(commit: ReleaseCommit): Promise<CommitOutcome>;

  /** One published version, or null. */
  getVersion(area: string, version: string): Promise<VersionRecord | null>;
  /** Every published version of an area, newest publication first. */
  listVersions(area: string): Promise<VersionRecord[]>;
  /** The files recorded for a version, sorted by path. */
  listFiles(area: string, version: string): Promise<FileRecord[]>;
  /** The record of one file, or null when the version has no such file. */
  getFile(area: string, version: string, path: string): Promise<FileRecord | null>;
  /**
   * Records a version, its files and its `publish` audit entry (at the current revision, stamped
   * `record.publishedAt`) in one transaction. Rejects when the version exists.
   */
  recordVersion(record: VersionRecord, files: readonly FileRecord[], audit: ReleaseAuditInput): Promise<AuditEntry>;
  /**
   * Runs `work` while holding the publish lock of `key` (`area@version`): in-process for SQLite,
   * a PostgreSQL advisory lock shared by every registry process otherwise. Released when `work` settles.
   */
  withPublishLock<T>(key: string, work: () => Promise<T>): Promise<T>;

  /** Appends an entry stamped with `nowMs` (epoch milliseconds) and returns it. */
  appendAudit(input: AuditInput, nowMs: number): Promise<AuditEntry>;
  /** Entries newest first, filtered by `query`. */
  listAudit(query?: AuditQuery): Promise<AuditEntry[]>;

  /** Adds a report to the health bucket containing `nowMs` (epoch milliseconds). */
  addHealth(area: string, version: string, counts: HealthCounts, nowMs: number): Promise<void>;
  /** Counts of one version in the buckets that start at or after `sinceMs` (see `sumHealth` in health-repo.ts). */
  sumHealth(area: string, version: string, sinceMs: number): Promise<HealthCounts>;

  /** Adds `counts` to the per-minute signal bucket containing `nowMs` (epoch milliseconds). */
  addSignals(area: string, version: string, counts: SignalCounts, nowMs: number): Promise<void>;
  /** Signal sums of one version over the minutes from `fromMs` to `toMs`, both included (signals-repo.ts). */
  sumSignals(area: string, version: string, fromMs: number, toMs: number): Promise<SignalCounts>;
  /** The minutes of one version from `fromMs` to `toMs` that have counts, oldest first. */
  signalMinutes(area: string, version: string, fromMs: number, toMs: number): Promise<SignalMinute[]>;
  /** Deletes signal buckets older than the minute of `beforeMs`; resolves to the rows deleted. */
  pruneSignals(beforeMs: number): Promise<number>;

  /** The live (running or paused) rollout of `area`, or null. */
  getLiveRollout(area: Area): Promise<Rollout | null>;
  /** The latest rollouts of `area`, newest first. */
  listRollouts(area: Area, limit: number): Promise<Rollout[]>;
  /** Every running rollout, oldest first. */
  listRunningRollouts(): Promise<Rollout[]>;

  /**
   * Calls `listener` when another registry process may have moved the revision (PostgreSQL
   * LISTEN/NOTIFY; the embedded store has no such signal and never calls it). Notifications are
   * not replayed after a lost connection, so callers keep polling too. Returns the unsubscribe function.
   */
  onRevision(listener: () => void): () => void;
  /** Closes every connection. */
  close(): Promise<void>;
}
