/** The support form's call (api/README.md): POST /api/mms/report/v1/contact_us. */
import { contactUsCall, parseResponse, type RequestOf } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';

/** A support message; a signed-in caller's token links it to the account. */
export interface SupportMessage {
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

/** Sends the message (body `{ email, subject, content }`); 429 when sent too often. */
export async function sendSupportMessage(http: Pick<HttpClient, 'post'>, { email, subject, message }: SupportMessage): Promise<void> {
  const body: RequestOf<typeof contactUsCall> = { email, subject, content: message };
  parseResponse(contactUsCall, await http.post<unknown>(contactUsCall.path, body));
}
