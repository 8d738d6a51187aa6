/** The brand mark: a shield with a meridian line. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5v8.8C4 23 9.2 28.4 16 30c6.8-1.6 12-7 12-14.7V6.5L16 2Z" fill="currentColor" />
      <path
        d="M16 6v20M9.5 12.5c4 2.2 9 2.2 13 0M9.5 19c4-2.2 9-2.2 13 0"
        stroke="var(--color-on-brand)"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
