import './stats.css';

/** One bar: its label under the axis and its value. */
export interface Bar {
  label: string;
  value: number;
}

const W = 320;
const H = 150;
const TOP = 16; // room for the value above the tallest bar
const BOTTOM = 22; // room for the labels

/**
 * A small bar chart in hand-written SVG (a chart library would cost more bytes than the whole
 * screen). For screen readers it is an image with a title and a description, followed by the
 * same numbers as a table; the table is what a reader hears, the drawing is for the eye.
 */
export function BarChart({
  id,
  title,
  desc,
  bars,
  labelHead,
  valueHead,
}: {
  id: string;
  title: string;
  desc: string;
  bars: Bar[];
  labelHead: string;
  valueHead: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = W / Math.max(1, bars.length);
  const width = Math.min(40, Math.max(2, slot * 0.7));
  // Label every bar when the labels fit side by side, else every second or third (the table has them all).
  const longest = Math.max(1, ...bars.map((b) => b.label.length));
  const every = Math.max(1, Math.ceil((bars.length * (longest * 6 + 8)) / W));
  return (
    <figure class="stats-chart" data-testid={id}>
      <figcaption class="stats-chart-title">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        <line x1="0" x2={W} y1={H - BOTTOM + 0.5} y2={H - BOTTOM + 0.5} class="stats-axis" />
        {bars.map((b, i) => {
          const h = ((H - TOP - BOTTOM) * b.value) / max;
          const x = i * slot + (slot - width) / 2;
          return (
            <g key={b.label}>
              <rect x={x} y={H - BOTTOM - h} width={width} height={h} class="stats-bar" />
              {b.value > 0 && (
                <text x={x + width / 2} y={H - BOTTOM - h - 4} class="stats-value" text-anchor="middle">
                  {b.value}
                </text>
              )}
              {i % every === 0 && (
                // Centred under the bar, but pulled inwards at the edges so a label is never cut.
                <text x={Math.min(W - b.label.length * 3.1, Math.max(b.label.length * 3.1, x + width / 2))} y={H - 6} class="stats-label" text-anchor="middle">
                  {b.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table class="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHead}</th>
            <th scope="col">{valueHead}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{b.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
