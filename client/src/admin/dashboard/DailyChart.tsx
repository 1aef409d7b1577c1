import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './DashboardPage.module.css';

export interface DayValue {
  /** The day as shown under its bar and read by screen readers ('lun. 3'). */
  label: string;
  value: number;
}

/** Height of the plot; the width follows the card (ResponsiveContainer). */
const HEIGHT = 200;
/** Colours come from the admin theme's variables, so dark mode (html.admin-dark) recolours the chart too. */
const tick = { fill: 'var(--muted)', fontSize: 12 };

/**
 * A 7-day bar chart (recharts, loaded with the back-office chunk only). The SVG is one image named by
 * the caption; its figures are also a visually hidden list (day : value) for screen readers.
 */
export function DailyChart({ title, days, format }: { title: string; days: DayValue[]; format: (n: number) => string }) {
  const titleId = useId();
  return (
    <figure className={styles['daily-chart']} aria-labelledby={titleId}>
      <figcaption className={styles['daily-chart__title']} id={titleId}>
        {title}
      </figcaption>
      <div className="daily-chart__plot" role="img" aria-labelledby={titleId}>
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 480, height: HEIGHT }}>
          <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: 'var(--border)' }} interval={0} />
            <YAxis allowDecimals={false} tickFormatter={format} tick={tick} tickLine={false} axisLine={false} width={40} />
            <Tooltip
              cursor={{ fill: 'var(--blue-light)' }}
              formatter={(value) => [format(Number(value)), title]}
              contentStyle={{ background: 'var(--surface)', borderColor: 'var(--border)', color: 'var(--ink)' }}
              labelStyle={{ color: 'var(--ink)' }}
              itemStyle={{ color: 'var(--ink)' }}
            />
            <Bar dataKey="value" fill="var(--blue)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ol className="visually-hidden">
        {days.map((day) => (
          <li key={day.label}>
            {day.label} : {format(day.value)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
