/** Inline SVG icons of the UI kit. All are decorative: the text next to them carries the meaning. */
import type { ToastType } from '../../bus/bus.ts';

const common = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24', width: 20, height: 20 } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The rotating loading indicator (animated in CSS, slowed for reduced motion). */
export function SpinnerIcon() {
  return (
    <svg className="spinner" aria-hidden="true" focusable="false" viewBox="0 0 48 48" width="48" height="48">
      <circle className="spinner__track" cx="24" cy="24" r="20" fill="none" strokeWidth="4" />
      <circle className="spinner__arc" cx="24" cy="24" r="20" fill="none" strokeWidth="4" strokeLinecap="round" strokeDasharray="80 126" />
    </svg>
  );
}

/** The cross of dismiss buttons. */
export function CloseIcon() {
  return (
    <svg {...common} {...stroke} width={16} height={16}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The icon of a toast type: a tick, an exclamation triangle or a crossed circle. */
export function ToastIcon({ type }: { readonly type: ToastType }) {
  return (
    <svg {...common} {...stroke} className="toast__icon">
      {type === 'success' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </>
      ) : type === 'warn' ? (
        <>
          <path d="M12 3.5L2.5 20h19z" />
          <path d="M12 10v4.5M12 17.5v.01" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M9 9l6 6M15 9l-6 6" />
        </>
      )}
    </svg>
  );
}
