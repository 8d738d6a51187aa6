/**
 * A sparkline of a per-minute series (views, with failures as a second line), inline SVG without
 * style attributes (the registry's CSP allows no inline style); the numbers are in the label.
 */

/** Props: the series (oldest first) and an accessible summary. */
export interface SparklineProps {
  points: readonly { views: number; failures: number }[];
  label: string;
}

const WIDTH = 160;
const HEIGHT = 36;

function path(values: readonly number[], max: number): string {
  if (values.length === 0) return '';
  const step = values.length === 1 ? 0 : WIDTH / (values.length - 1);
  return values.map((value, index) => `${(index * step).toFixed(1)},${(HEIGHT - 2 - (value / max) * (HEIGHT - 4)).toFixed(1)}`).join(' ');
}

/** The sparkline. */
export function Sparkline({ points, label }: SparklineProps) {
  const max = Math.max(1, ...points.map((point) => point.views));
  return (
    <svg className="sparkline" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
      <polyline
        className="sparkline__views"
        points={path(
          points.map((point) => point.views),
          max,
        )}
        fill="none"
      />
      <polyline
        className="sparkline__failures"
        points={path(
          points.map((point) => point.failures),
          max,
        )}
        fill="none"
      />
    </svg>
  );
}
