import {useId, type ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export type BenchmarkBar = {
  label: string;
  value: number;
  /** Draws the bar in the accent colour, for the result the post is about. */
  highlight?: boolean;
};

type Props = {
  /** The chart's title, shown as its caption and used as its accessible name. */
  title: string;
  bars: BenchmarkBar[];
  /** Unit after each value, such as "s". */
  unit: string;
  /** Heading of the table's value column, such as "Time (seconds)". */
  valueHeading: string;
  /** Heading of the table's label column. */
  labelHeading?: string;
  className?: string;
};

/** Height of one row of the chart: a label line above its bar. */
const rowHeight = 56;
const barHeight = 20;
/** Share of the width the longest bar takes; the rest holds its value. */
const maxBarShare = 78;

const formatValue = (value: number, unit: string) =>
  `${value.toLocaleString('en', {maximumFractionDigits: 2})} ${unit}`;

/**
 * A horizontal bar chart drawn in SVG from the numbers it is given, under its
 * title, with the same numbers in a table below it. Colours come from the theme's variables,
 * so it follows light and dark mode. Widths are percentages of the chart, so
 * the labels keep their size on a phone.
 */
export default function BenchmarkChart({
  title,
  bars,
  unit,
  valueHeading,
  labelHeading = 'Step',
  className,
}: Props): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const largest = Math.max(...bars.map(({value}) => value));
  const height = bars.length * rowHeight;
  return (
    <figure className={clsx(styles.figure, className)}>
      {/* A figcaption must come first or last in its figure: first, as the chart's title. */}
      <figcaption className={styles.caption}>{title}</figcaption>
      <svg
        className={styles.chart}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        width="100%"
        height={height}
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>
          {bars.map(({label, value}) => `${label}: ${formatValue(value, unit)}.`).join(' ')}
        </desc>
        {bars.map(({label, value, highlight}, index) => {
          const top = index * rowHeight;
          const share = (value / largest) * maxBarShare;
          return (
            <g key={label}>
              <text className={styles.label} x="0" y={top + 16}>
                {label}
              </text>
              <rect
                className={clsx(styles.bar, highlight && styles.highlight)}
                x="0"
                y={top + 24}
                width={`${share}%`}
                height={barHeight}
                rx="3"
                data-value={value}
              />
              <text className={styles.value} x={`${share + 1.5}%`} y={top + 39}>
                {formatValue(value, unit)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map(({label, value}) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value.toLocaleString('en', {maximumFractionDigits: 2})}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
