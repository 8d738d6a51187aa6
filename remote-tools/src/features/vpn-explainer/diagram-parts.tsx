/**
 * Building blocks of the VPN diagrams. Everything is centred on x = 160 and flows top to
 * bottom, so the drawings read the same in left-to-right and right-to-left pages and never
 * need mirroring; labels are centred, so a longer translation grows evenly on both sides.
 */
import type { ReactNode } from 'react';

/** The centre line every part sits on (viewBox units). */
export const CENTRE_X = 160;

/** A downward arrow from `from` to `to` (y coordinates). */
export function Arrow({ from, to }: { readonly from: number; readonly to: number }) {
  return (
    <g className="diagram__arrow">
      <line x1={CENTRE_X} y1={from} x2={CENTRE_X} y2={to - 8} />
      <polygon points={`${CENTRE_X - 7},${to - 10} ${CENTRE_X + 7},${to - 10} ${CENTRE_X},${to}`} />
    </g>
  );
}

/** A centred label (and an optional second line) under a part. */
export function Label({
  y,
  children,
  note,
  tone,
}: {
  readonly y: number;
  readonly children: ReactNode;
  readonly note?: ReactNode;
  readonly tone?: 'warn' | 'good';
}) {
  return (
    <>
      <text className="diagram__label" x={CENTRE_X} y={y}>
        {children}
      </text>
      {note ? (
        <text className={`diagram__note diagram__note--${tone ?? 'good'}`} x={CENTRE_X} y={y + 22}>
          {note}
        </text>
      ) : null}
    </>
  );
}

/** A laptop whose screen starts at `y` (70 units tall). */
export function DeviceIcon({ y }: { readonly y: number }) {
  return (
    <g className="diagram__icon">
      <rect x={118} y={y} width={84} height={56} rx={6} />
      <rect className="diagram__icon-detail" x={126} y={y + 8} width={68} height={40} rx={2} />
      <path d={`M100 ${y + 62} H220 L212 ${y + 70} H108 Z`} />
    </g>
  );
}

/** An internet provider's building with an antenna, starting at `y` (70 units tall). */
export function ProviderIcon({ y }: { readonly y: number }) {
  return (
    <g className="diagram__icon">
      <line x1={CENTRE_X} y1={y} x2={CENTRE_X} y2={y + 16} />
      <circle cx={CENTRE_X} cy={y + 2} r={4} />
      <rect x={130} y={y + 16} width={60} height={54} rx={4} />
      {[0, 1].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            className="diagram__icon-detail"
            x={138 + col * 16}
            y={y + 24 + row * 16}
            width={10}
            height={10}
            rx={1}
          />
        )),
      )}
    </g>
  );
}

/** A VPN server: two stacked units with status lights, starting at `y` (60 units tall). */
export function ServerIcon({ y }: { readonly y: number }) {
  return (
    <g className="diagram__icon">
      {[0, 32].map((offset) => (
        <g key={offset}>
          <rect x={118} y={y + offset} width={84} height={26} rx={4} />
          <circle className="diagram__icon-detail" cx={132} cy={y + offset + 13} r={4} />
          <line className="diagram__icon-line" x1={146} y1={y + offset + 13} x2={190} y2={y + offset + 13} />
        </g>
      ))}
    </g>
  );
}

/** A browser window showing a website, starting at `y` (60 units tall). */
export function WebsiteIcon({ y }: { readonly y: number }) {
  return (
    <g className="diagram__icon">
      <rect x={110} y={y} width={100} height={60} rx={6} />
      <rect className="diagram__icon-detail" x={116} y={y + 16} width={88} height={38} rx={2} />
      {[0, 1, 2].map((dot) => (
        <circle key={dot} className="diagram__icon-detail" cx={120 + dot * 9} cy={y + 8} r={2.5} />
      ))}
    </g>
  );
}

/** The encrypted tunnel: a pill with a padlock, starting at `y` (70 units tall). */
export function TunnelIcon({ y }: { readonly y: number }) {
  return (
    <g>
      <rect className="diagram__tunnel" x={60} y={y} width={200} height={70} rx={35} />
      <g className="diagram__icon">
        <path className="diagram__icon-line" d={`M150 ${y + 32} V${y + 24} a10 10 0 0 1 20 0 V${y + 32}`} />
        <rect x={144} y={y + 31} width={32} height={24} rx={4} />
      </g>
    </g>
  );
}
