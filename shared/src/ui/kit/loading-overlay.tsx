import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from './icons.tsx';

/**
 * The polite live region that says "Loading…" while `active`. It is always rendered, so the
 * text appearing in it is announced, and it must sit outside any `aria-busy` region, which
 * assistive technology may keep quiet until it is no longer busy.
 */
function LoadingStatus({ active, label }: { readonly active: boolean; readonly label: string | undefined }) {
  const { t } = useTranslation('common');
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {active ? (label ?? t('ui.loading')) : null}
    </div>
  );
}

function OverlayVisual({ fullScreen }: { readonly fullScreen: boolean }) {
  return (
    <div className={fullScreen ? 'loading-overlay loading-overlay--full-screen' : 'loading-overlay'} aria-hidden="true">
      <SpinnerIcon />
    </div>
  );
}

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  readonly active: boolean;
  /** Cover the viewport instead of the nearest positioned ancestor. */
  readonly fullScreen?: boolean;
  /** Announced text; defaults to the translated `ui.loading`. */
  readonly label?: string;
}

/**
 * A spinner over its nearest positioned ancestor, or over the whole screen, plus its status
 * message (rule shell.ui-kit). The caller marks the covered content `aria-busy`; that content must
 * not contain this overlay (see {@link LoadingRegion}, which does both).
 */
export function LoadingOverlay({ active, fullScreen = false, label }: LoadingOverlayProps) {
  return (
    <>
      {active ? <OverlayVisual fullScreen={fullScreen} /> : null}
      <LoadingStatus active={active} label={label} />
    </>
  );
}

/** Props of {@link LoadingRegion}: a div's attributes (they go on the covered region) plus these. */
export interface LoadingRegionProps extends HTMLAttributes<HTMLDivElement> {
  readonly loading: boolean;
  /** Announced text; defaults to the translated `ui.loading`. */
  readonly label?: string;
}

/**
 * A positioned region that shows a loading overlay over its content while `loading`: the region
 * carries `aria-busy`, and the status message is rendered just after it, outside the busy region.
 */
export function LoadingRegion({ loading, label, className, children, ...rest }: LoadingRegionProps) {
  return (
    <>
      <div {...rest} className={className ? `loading-region ${className}` : 'loading-region'} aria-busy={loading}>
        {children}
        {loading ? <OverlayVisual fullScreen={false} /> : null}
      </div>
      <LoadingStatus active={loading} label={label} />
    </>
  );
}
