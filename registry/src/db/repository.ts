/**
 * The registry's state behind one asynchronous interface, with two implementations: the embedded
 * SQLite file (`sqlite-repository.ts`, the default) and PostgreSQL (`postgres/postgres-repository.ts`,
 * when REGISTRY_DATABASE_URL is set). Services only ever see this interface (decision 021).
 */
import type { Area } from '@meridian/shared/areas';
import type { AuditEntry, AuditInput, AuditQuery } from './audit-repo.ts';
import type { EnvironmentLock, EnvironmentState } from './environment-repo.ts';
import type { BrowserView, BrowserViewOutcome, HostActivity, HostReportEntry } from './evidence-repo.ts';
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

/**
 * Why a commit was refused although the revision matched (decisions 059, 061): the environment is
 * locked and the write is not one a lock lets through; a version it makes live was removed
 * meanwhile; or the environment a promotion copies from moved since it was read.
 */
export type CommitRefusal =
  | { kind: 'locked'; lock: EnvironmentLock }
  | { kind: 'version_gone'; area: string; version: string }
  | { kind: 'source_moved'; environment: string; revision: number };

/**
 * The outcome of `commitRelease`: the new revision and audit entry, or the revision that was found
 * instead (with `refusal` when the revision matched but the commit was refused all the same).
 */
export type CommitOutcome =
  { ok: true; revision: number; audit: AuditEntry; rolloutId?: number } | { ok: false; currentRevision: number; refusal?: CommitRefusal };

/**
 * A compare-and-set of a whole environment (decision 059): any number of areas' releases, a lock
 * change (`lock`: the new lock, null to remove it, absent to leave it) and one audit entry per
 * change, stored only while the environment is still at `expectedRevision` (and `alsoExpect`'s
 * environment at its revision: what a promotion copied from).
 */
export interface EnvironmentCommit {
  expectedRevision: number;
  releases: readonly AreaRelease[];
  lock?: EnvironmentLock | null;
  audits: readonly ReleaseAuditInput[];
  /** Epoch milliseconds stamped on the rows and entries. */
  nowMs: number;
  alsoExpect?: { environment: string; revision: number };
}

/** The outcome of `commitEnvironment`: the new revision and audit entries, or why not. */
export type EnvironmentCommitOutcome =
  { ok: true; revision: number; audits: AuditEntry[] } | { ok: false; currentRevision: number; refusal?: CommitRefusal };

/**
 * Removing a published version (decision 061): its files, version row, health and signals, with a
 * removal audit entry of every environment, only while every environment is still at the revision
 * in `expectedRevisions` (the state it was judged unreferenced in).
 */
export interface VersionRemoval {
  area: string;
  version: string;
  expectedRevisions: Readonly<Record<string, number>>;
  audit: ReleaseAuditInput;
  nowMs: number;
}

/** The outcome of `removeVersion`: removed, or the environment that moved (judge again). */
export type RemovalOutcome = { ok: true; audit: AuditEntry } | { ok: false; moved: string };

/** Which implementation, for logs and tests. */
export type RepositoryKind = 'sqlite' | 'postgres';

/**
 * Every read and write of the registry's state. All methods reject with an Error naming what was
 * being done when the database fails; none of them retries.
 */
export interface RegistryRepository {
  readonly kind: RepositoryKind;
  /**
   * The environment this view acts in (decision 059): its release set, revision, lock, rollouts and
   * audit entries. Versions, files, health and signals belong to every environment alike.
   */
  readonly environment: string;
  /** Where the state lives, without secrets: a file path or `postgresql://user@host:port/db`. */
  describe(): string;
  /** The same store acting in environment `name` (same connections; `close` closes them all). */
  inEnvironment(name: string): RegistryRepository;

  /** The environment's revision and stored lock (it may have expired: `activeLock`). */
  environmentState(): Promise<EnvironmentState>;
  /** The revision of every environment that was ever written, by name. */
  environmentRevisions(): Promise<Record<string, number>>;
  /**
   * Compare-and-set of the environment: releases, lock and audit entries in one transaction. Refused
   * (`refusal`) when a lock holds and an entry's action is not one a lock lets through
   * (`LOCK_EXEMPT_ACTIONS`; a lock change itself always passes), when a version made live is no
   * longer published, or when `alsoExpect` does not hold. Wakes `onRevision` listeners on success.
   */
  commitEnvironment(commit: EnvironmentCommit): Promise<EnvironmentCommitOutcome>;
  /** Removes a version's rows (files, version, health, signals) with its audit entry, while no environment moved. */
  removeVersion(removal: VersionRemoval): Promise<RemovalOutcome>;

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
   * processes, exactly one succeeds. Refused like `commitEnvironment` (a lock, a removed version).
   * Wakes `onRevision` listeners of every process on success.
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

  /**
   * Counts signed browser page views of one version into the signal bucket of `nowMs` (decision
   * 047): each id once per version, no more than the page views hosts counted for the version in
   * the last hour leave room for, and at most `perSource` per source and hour (evidence-repo.ts).
   */
  addBrowserViews(
    area: string,
    version: string,
    views: readonly BrowserView[],
    nowMs: number,
    perSource: number,
  ): Promise<BrowserViewOutcome>;
  /** How many sources (addresses, as the hosts' keyed hashes) the error views of one version since `sinceMs` came from (decision 047). */
  errorSources(area: string, version: string, sinceMs: number): Promise<number>;
  /** Adds one report's counts, or one refusal, to its host's minute (decision 048). */
  addHostReport(entry: HostReportEntry, nowMs: number): Promise<void>;
  /** Every host's reports since `sinceMs` (epoch ms), by name. */
  hostActivity(sinceMs: number): Promise<HostActivity[]>;
  /** The hosts that reported `area`@`version` since `sinceMs`, with their counts. */
  hostsOfVersion(area: string, version: string, sinceMs: number): Promise<HostActivity[]>;
  /** Drops page-view ids older than `claimsBeforeMs` and host minutes older than `hostsBeforeMs`. */
  pruneEvidence(claimsBeforeMs: number, hostsBeforeMs: number): Promise<number>;

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
