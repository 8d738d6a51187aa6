/**
 * Reading a posted form (URL-encoded from a browser without JavaScript, or the FormData React
 * Router hands the action in the browser): text fields only, never files.
 */

/** The field's text with surrounding white space removed; '' when absent or not text. */
export function textField(form: FormData, name: string): string {
  return rawField(form, name).trim();
}

/** The field's text as typed (passwords are never trimmed); '' when absent or not text. */
export function rawField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The request's form; an unreadable body reads as an empty form (the action then reports missing fields). */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
