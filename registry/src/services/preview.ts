/**
 * Preview links (`POST /api/previews`): a signed token for one unreleased version, wrapped in a
 * host URL that sets the preview cookie (`<HOST_ORIGIN>/__preview?token=...`).
 */
import type { Area } from '@meridian/shared/areas';
import { signPreviewToken } from '@meridian/shared/preview-token.server';
import { claimNote } from '../db/audit-repo.ts';
import { apiError, ok, type Result } from '../errors.ts';
import type { RegistryDeps } from './deps.ts';

/** A preview link, its token and when it expires (ISO 8601). */
export interface PreviewLink {
  url: string;
  token: string;
  expiresAt: string;
}

/** Who asks for a preview link: the token name, an optional unverified claim, an optional reason. */
export interface PreviewRequester {
  actor: string;
  claimedActor?: string;
  reason?: string;
}

/**
 * Signs a preview of `area`@`version` valid for `ttlSeconds` and records it in the audit log
 * under `requester.actor`. Refuses with 404 `version_not_found` for a version that was not published.
 */
export async function createPreview(
  deps: RegistryDeps,
  area: Area,
  version: string,
  ttlSeconds: number,
  requester: PreviewRequester,
): Promise<Result<PreviewLink>> {
  const { actor } = requester;
  if ((await deps.db.getVersion(area, version)) === null)
    return apiError(404, 'version_not_found', `${area}@${version} has not been published`);
  const nowMs = deps.now();
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  // A preview version is in no release state: its token carries what its code hashes to (decision 053).
  const integrity = await deps.integrity(area, version);
  const token = signPreviewToken({ area, version, exp, ...(integrity === null ? {} : { integrity }) }, deps.config.previewSecret);
  const url = new URL('/__preview', deps.config.hostOrigin);
  url.searchParams.set('token', token);
  const revision = await deps.db.currentRevision();
  await deps.db.appendAudit(
    {
      actor,
      action: 'preview',
      area,
      fromVersion: null,
      toVersion: version,
      fromRevision: revision,
      toRevision: revision,
      reason: requester.reason ?? `preview link valid for ${ttlSeconds} s`,
      details: { exp, ttlSeconds, ...claimNote(actor, requester.claimedActor) },
    },
    nowMs,
  );
  return ok({ url: url.href, token, expiresAt: new Date(exp * 1000).toISOString() });
}
