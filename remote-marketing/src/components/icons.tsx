/**
 * Inline SVG icons of the marketing pages, drawn on a 24px grid. All are decorative
 * (`aria-hidden`): the text next to them carries the meaning. Icons that point somewhere get
 * the `icon-arrow` class, which mirrors them in right-to-left pages.
 */
import type { ReactNode } from 'react';

const PATHS = {
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M3 3l18 18" />
      <path d="M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 4.5 10 6-.4.7-1.3 1.9-2.6 3.1M6.6 7.6C4.5 8.9 2.9 10.8 2 12c1 1.5 5 6 10 6 1.6 0 3-.4 4.3-1.1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>
  ),
  power: (
    <>
      <path d="M12 3v9" />
      <path d="M6.3 6.8a8 8 0 1 0 11.4 0" />
    </>
  ),
  split: (
    <>
      <path d="M3 12h6l6-6h5" />
      <path d="M9 12l6 6h5" />
      <path d="M18 4l2 2-2 2M18 16l2 2-2 2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  play: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  devices: (
    <>
      <rect x="3" y="5" width="13" height="9" rx="1.5" />
      <path d="M2 17h15" />
      <rect x="18" y="9" width="4" height="10" rx="1" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
  wifi: (
    <>
      <path d="M2 8.5a15 15 0 0 1 20 0" />
      <path d="M5 12a10 10 0 0 1 14 0" />
      <path d="M8.5 15.5a5 5 0 0 1 7 0" />
      <path d="M12 19h.01" />
    </>
  ),
  gauge: (
    <>
      <path d="M4 18a9 9 0 1 1 16 0" />
      <path d="M12 14l4-5" />
      <circle cx="12" cy="14" r="1" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
  download: (
    <>
      <path d="M12 4v11M7 10l5 5 5-5" />
      <path d="M5 20h14" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </>
  ),
  laptop: (
    <>
      <rect x="4" y="5" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </>
  ),
  browser: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18" />
      <path d="M6.5 6.5h.01M9 6.5h.01" />
    </>
  ),
  tv: (
    <>
      <rect x="2" y="5" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 18v3" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  megaphone: (
    <>
      <path d="M3 10v4h3l9 5V5L6 10z" />
      <path d="M18 9a4 4 0 0 1 0 6" />
    </>
  ),
  upload: (
    <>
      <path d="M12 16V5M7 10l5-5 5 5" />
      <path d="M5 20h14" />
    </>
  ),
  quote: <path d="M10 7c-3 1-4.5 3.4-4.5 7v4h5.5v-5.5H8c0-2 .9-3.3 2.4-4zM19 7c-3 1-4.5 3.4-4.5 7v4H20v-5.5h-3c0-2 .9-3.3 2.4-4z" />,
} satisfies Record<string, ReactNode>;

/** Names of the drawn icons. */
export type IconName = keyof typeof PATHS;

/** Icons that imply a direction and are mirrored in right-to-left pages. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set<IconName>(['arrow', 'split', 'chat', 'megaphone', 'quote']);

/**
 * One decorative icon, `size` pixels square, drawn in the current text colour. The paint (stroke,
 * width, joins; a fill for `quote`) is the `.icon` rule of marketing.css, not attributes on each
 * icon: a page of tiles repeats an icon dozens of times, and its HTML stays short.
 */
export function Icon({ name, size = 24, className }: { readonly name: IconName; readonly size?: number; readonly className?: string }) {
  const classes = ['icon', DIRECTIONAL.has(name) ? 'icon-arrow' : '', name === 'quote' ? 'icon--filled' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg className={classes} aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      {PATHS[name]}
    </svg>
  );
}
