import { LoadingRegion } from '@meridian/shared/ui';

/**
 * What the server renders where a browser-only form or dashboard will be: a loading region of
 * about the right height (little layout shift) and, without JavaScript, a note saying why
 * nothing comes.
 */
export function FormPlaceholder({ label, noscript }: { readonly label: string; readonly noscript: string }) {
  return (
    <LoadingRegion loading label={label} className="form-placeholder">
      <noscript>
        <p className="form-placeholder__note">{noscript}</p>
      </noscript>
    </LoadingRegion>
  );
}
