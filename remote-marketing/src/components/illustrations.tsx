/**
 * Decorative illustrations drawn inline (no external images). Colours come from classes in
 * marketing.css, so they follow the design tokens. Maps are never mirrored in right-to-left pages.
 */
type LonLat = readonly [lon: number, lat: number];

/** Equirectangular projection onto a 360 x 130 box from latitude 75 N to 55 S. */
const project = ([lon, lat]: LonLat) => `${(lon + 180).toFixed(0)} ${(75 - lat).toFixed(0)}`;
/** The SVG path of a closed outline (the servers map draws `LAND` with it too). */
export const outline = (points: readonly LonLat[]) => `M${points.map(project).join('L')}Z`;

// Very rough continent outlines: enough to place the server pins, not a real map.
export const LAND = [
  [
    [-168, 66],
    [-140, 70],
    [-100, 72],
    [-78, 66],
    [-62, 56],
    [-54, 47],
    [-70, 43],
    [-76, 35],
    [-81, 25],
    [-90, 29],
    [-97, 26],
    [-105, 20],
    [-92, 15],
    [-78, 8],
    [-88, 16],
    [-106, 23],
    [-112, 30],
    [-118, 34],
    [-124, 40],
    [-124, 48],
    [-135, 57],
    [-150, 60],
    [-165, 60],
  ],
  [
    [-78, 8],
    [-60, 10],
    [-50, 0],
    [-35, -6],
    [-39, -15],
    [-48, -26],
    [-58, -38],
    [-65, -45],
    [-70, -53],
    [-74, -45],
    [-72, -30],
    [-71, -18],
    [-80, -5],
    [-80, 2],
  ],
  [
    [-10, 36],
    [-9, 43],
    [-2, 44],
    [-5, 48],
    [0, 50],
    [5, 53],
    [8, 57],
    [5, 61],
    [12, 66],
    [25, 71],
    [45, 68],
    [70, 73],
    [100, 76],
    [140, 72],
    [170, 68],
    [180, 66],
    [160, 60],
    [142, 53],
    [135, 43],
    [128, 35],
    [122, 30],
    [120, 22],
    [108, 21],
    [106, 10],
    [100, 13],
    [98, 8],
    [92, 20],
    [80, 15],
    [77, 8],
    [72, 20],
    [66, 25],
    [57, 25],
    [52, 28],
    [48, 30],
    [42, 14],
    [35, 28],
    [35, 36],
    [28, 36],
    [26, 40],
    [20, 40],
    [15, 38],
    [12, 44],
    [8, 44],
    [3, 42],
    [-5, 36],
  ],
  [
    [-17, 21],
    [-10, 30],
    [-6, 36],
    [10, 37],
    [20, 32],
    [32, 31],
    [35, 28],
    [43, 12],
    [51, 11],
    [40, -3],
    [40, -15],
    [35, -25],
    [20, -35],
    [17, -29],
    [12, -17],
    [13, -5],
    [9, 4],
    [-8, 5],
    [-17, 14],
  ],
  [
    [114, -22],
    [122, -18],
    [130, -12],
    [137, -12],
    [142, -11],
    [146, -19],
    [153, -26],
    [150, -37],
    [141, -38],
    [131, -32],
    [115, -34],
  ],
  [
    [95, 5],
    [104, -3],
    [106, -6],
    [115, -8],
    [106, -8],
    [100, -2],
    [96, 3],
  ],
  [
    [130, 31],
    [135, 34],
    [140, 36],
    [142, 41],
    [140, 42],
    [136, 36],
    [131, 34],
  ],
  [
    [-5, 50],
    [1, 51],
    [-2, 55],
    [-5, 58],
    [-6, 56],
    [-3, 54],
  ],
] as const satisfies readonly (readonly LonLat[])[];

/** Main server city of each region, for the pins. */
const PINS: readonly LonLat[] = [
  [151, -34],
  [-47, -24],
  [-79, 44],
  [2, 49],
  [9, 50],
  [114, 22],
  [73, 19],
  [107, -6],
  [9, 45],
  [140, 36],
  [127, 38],
  [104, 1],
  [0, 52],
  [-74, 41],
  [-118, 34],
];

/** A world map with a pin on every server region (home page, server index). */
export function WorldMapArt({ className }: { readonly className?: string }) {
  return (
    <svg
      className={['art', 'art--map', className ?? ''].filter(Boolean).join(' ')}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 360 130"
      width="720"
      height="260"
    >
      {LAND.map((shape, index) => (
        <path key={index} className="art__land" d={outline(shape)} />
      ))}
      {PINS.map((pin, index) => {
        const [x, y] = project(pin).split(' ');
        return (
          <g key={index} className="art__pin">
            <circle className="art__pin-halo" cx={x} cy={y} r="5" />
            <circle className="art__pin-dot" cx={x} cy={y} r="2.2" />
          </g>
        );
      })}
    </svg>
  );
}
