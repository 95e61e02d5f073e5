import { t } from '../../shared/i18n/index.ts';
import { czk } from './ManageUi.tsx';

interface Bar {
  period: string;
  label: string;
  /** a short axis label */
  short: string;
  earnings: number;
  entries: number;
}

/**
 * Earnings per period as plain SVG bars: no chart library to download, and a table for screen
 * readers sits beside it (the SVG itself is hidden from them).
 */
export function EarningsChart({ bars }: { bars: Bar[] }) {
  const highest = Math.max(0, ...bars.map((bar) => bar.earnings));
  const max = Math.max(1, highest);
  const width = 640;
  const pad = 24;
  const height = 200;
  const gap = bars.length > 40 ? 1 : 4;
  const barWidth = Math.max(2, (width - 2 * pad - gap * (bars.length - 1)) / Math.max(1, bars.length));
  const every = Math.ceil(bars.length / 8);
  return (
    <figure className="earnings-chart">
      <svg viewBox={`0 0 ${width} ${height + 24}`} role="presentation" aria-hidden="true" focusable="false">
        <line x1="0" y1={height} x2={width} y2={height} className="earnings-chart__axis" />
        {bars.map((bar, index) => {
          const barHeight = Math.round((bar.earnings / max) * (height - 8));
          const x = pad + index * (barWidth + gap);
          return (
            <g key={bar.period}>
              <rect
                x={x}
                y={height - barHeight}
                width={barWidth}
                height={barHeight}
                className="earnings-chart__bar"
                rx="2"
              >
                <title>{`${bar.label}: ${czk(bar.earnings)}`}</title>
              </rect>
              {index % every === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height + 16}
                  textAnchor="middle"
                  className="earnings-chart__label"
                >
                  {bar.short}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="field__hint">
        {highest > 0 ? t('adminEarnings.chartCaption', { max: czk(highest) }) : t('adminEarnings.chartEmpty')}
      </figcaption>
    </figure>
  );
}
