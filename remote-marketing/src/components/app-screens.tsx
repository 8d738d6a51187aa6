/**
 * The app pictures' place on a page (decision 042). The drawing and its reserved box are
 * a chunk of their own (`app-screens-art.tsx`): the server renders them in place; in the browser
 * the chunk is fetched only once the host has marked the page hydrated (`html[data-hydrated]`), and
 * React hydrates the picture then, keeping the server's HTML meanwhile (selective hydration). So a
 * page's first-load JavaScript carries only these few lines, and its hydration never waits for a picture.
 */
import { partOfItsOwn } from '@meridian/shared/ui';

/** The app in `frame` (both frames, a phone or a computer), in a box of reserved size. */
export const AppScreens = partOfItsOwn(async () => {
  while (typeof document === 'object' && !document.documentElement.dataset.hydrated)
    await new Promise((resolve) => setTimeout(resolve, 99));
  return (await import('./app-screens-art.tsx')).AppScreensArt;
});
