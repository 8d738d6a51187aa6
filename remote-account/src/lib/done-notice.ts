/**
 * What a /myaccount form did, carried in the address it redirects to after success
 * (`/myaccount?done=ip-bound#ip-binding`), so reloading the page never posts twice and the card
 * can say so, with or without JavaScript (without it the browser scrolls to the card).
 */
import { useSearchParams } from 'react-router';

/** The query parameter. */
export const DONE_PARAM = 'done';

/** The address after a successful form of the section `sectionId` of `page`. */
export function donePath(page: string, done: string, sectionId?: string): string {
  return `${page}?${new URLSearchParams({ [DONE_PARAM]: done }).toString()}${sectionId ? `#${sectionId}` : ''}`;
}

/** What the current address says was done, or null. */
export function useDone(): string | null {
  const [params] = useSearchParams();
  return params.get(DONE_PARAM);
}
