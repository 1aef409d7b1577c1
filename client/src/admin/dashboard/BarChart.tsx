import { useId } from 'react';

export interface Bar {
  /** Shown under the bar and read by screen readers. */
  label: string;
  value: number;
}

/**
 * A small accessible bar chart (no chart library is installed): a list whose items each carry the
 * label and value as text, and a CSS bar proportional to the largest value (decorative).
 */
export function BarChart({ title, bars, format }: { title: string; bars: Bar[]; format: (n: number) => string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const titleId = useId();
  return (
    <figure className="bar-chart" aria-labelledby={titleId}>
      <figcaption className="bar-chart__title" id={titleId}>{title}</figcaption>
      <ol className="bar-chart__bars">
        {bars.map((bar) => (
          <li key={bar.label} className="bar-chart__item">
            <span className="bar-chart__value">{format(bar.value)}</span>
            <span className="bar-chart__bar" aria-hidden="true" style={{ height: `${Math.round((bar.value / max) * 100)}%` }} />
            <span className="bar-chart__label">{bar.label}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
