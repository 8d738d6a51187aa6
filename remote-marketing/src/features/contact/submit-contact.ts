/**
 * Sends the contact form: POST /api/mms/report/v1/contact_us (decision 026) with the body
 * `{ email, name, subject, content }` of api/README.md. The shared client adds X-App-Type 501.
 */
import { isApiError } from '@meridian/shared/http';
import type { ContactValues } from './contact-fields.ts';

/** Path of the contact call under the API base. */
export const CONTACT_PATH = '/api/mms/report/v1/contact_us';

/** The part of the HTTP client the form needs: the page context's client (the shared HttpClient). */
export type ContactClient = { post(url: string, body: unknown): Promise<unknown> };

/** Why a message was not sent; each has its own text in the form. */
export type SendFailure = 'invalid' | 'rateLimited' | 'network' | 'server';

/** Outcome of {@link submitContact}: expected failures are values (docs/conventions.md rule 10). */
export type SendResult = { readonly ok: true } | { readonly ok: false; readonly reason: SendFailure };

/** HTTP status and API code of a rate-limited call (api/README.md). */
const RATE_LIMITED = 429;
/** API code of a refused body (api/README.md). */
const VALIDATION_FAILED = 40000;

/** Maps what the client rejected with to a {@link SendFailure}. */
export function failureOf(error: unknown): SendFailure {
  if (!isApiError(error)) return 'server';
  if (typeof error.code === 'string' && Number.isNaN(Number(error.code))) return 'network';
  const code = Number(error.code);
  if (code === RATE_LIMITED) return 'rateLimited';
  if (code === VALIDATION_FAILED) return 'invalid';
  return 'server';
}

/** Posts normalised, validated values; resolves to the outcome and never rejects. */
export async function submitContact(client: ContactClient, values: ContactValues): Promise<SendResult> {
  try {
    await client.post(CONTACT_PATH, {
      email: values.email,
      name: values.name,
      subject: values.subject,
      content: values.message,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}
