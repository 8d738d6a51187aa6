/**
 * Sends a confirmed write (`ConfirmDialog`) to the registry: a rollout's pause, resume or stop as
 * it stands; a promotion (decision 059) to the environment it promotes into, with that
 * environment's revision as If-Match; any other write to the page's environment with the
 * revision on screen as If-Match, so a write against a state the user has not seen is refused (412).
 */
import { union } from 'zod/mini';
import {
  approvalRequestedSchema,
  postJson,
  promotionResultSchema,
  releaseWriteResultSchema,
  rolloutControlledSchema,
  rolloutOutcomeSchema,
} from './api.client.ts';
import type { WriteOutcome } from './confirm-dialog.tsx';
import { requestPathOf, type WriteIntent } from './intents.ts';

/** What any write may answer: applied (release write, promotion) or waiting for a second person. */
const writeOutcomeSchema = union([releaseWriteResultSchema, promotionResultSchema, approvalRequestedSchema]);

/**
 * Sends `body` of `intent` with `token`. `revision`: the page's revision on screen;
 * `revisionOf(environment)`: another environment's, as last read. Throws `ApiRefusal`.
 */
export async function submitWrite(
  intent: WriteIntent,
  body: Record<string, unknown>,
  token: string,
  revision: number,
  revisionOf: (environment: string) => number | null,
): Promise<WriteOutcome> {
  const path = requestPathOf(intent);
  if (intent.kind === 'rollout-control') {
    const controlled = await postJson(path, token, body, rolloutControlledSchema);
    return { kind: 'applied', revision: controlled.revision };
  }
  const result =
    intent.kind === 'rollout'
      ? await postJson(path, token, body, rolloutOutcomeSchema, revision)
      : intent.kind === 'promote-env'
        ? await postJson(path, token, body, writeOutcomeSchema, revisionOf(intent.to) ?? 0, intent.to)
        : await postJson(path, token, body, writeOutcomeSchema, revision);
  const waiting = approvalRequestedSchema.safeParse(result);
  if (waiting.success) return { kind: 'waiting', id: waiting.data.approval.id };
  return { kind: 'applied', revision: 'revision' in result ? Number(result.revision) : revision };
}
