import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icons.tsx';

/** One tile of {@link LinkTiles}: a label, an optional hint and icon, and where it goes. */
export interface LinkTile {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly icon?: IconName;
  readonly to: string;
  /** Shown under the tile's link, outside it (a region's cities and their servers). */
  readonly extra?: ReactNode;
}

/** A grid of links with an arrow (regions, apps, networks, related pages). */
export function LinkTiles({
  items,
  compact = false,
  className,
}: {
  readonly items: readonly LinkTile[];
  readonly compact?: boolean;
  readonly className?: string;
}) {
  return (
    <ul className={['link-tiles', compact ? 'link-tiles--compact' : '', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item.id}>
          <Link className="link-tile" to={item.to}>
            {item.icon ? (
              <span className="link-tile__icon">
                <Icon name={item.icon} />
              </span>
            ) : null}
            <span className="link-tile__body">
              <span className="link-tile__label">{item.label}</span>
              {item.hint ? <span className="link-tile__hint">{item.hint}</span> : null}
            </span>
            {/* Drawn by marketing.css (a mask), not an SVG per tile. */}
            <span className="link-tile__arrow" aria-hidden="true" />
          </Link>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
