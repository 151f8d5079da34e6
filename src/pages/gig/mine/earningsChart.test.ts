import { describe, expect, it } from 'vitest';
import { bucketLabel, chartBars, CHART_BOX } from './earningsChart.ts';

const bucket = (from: string, netFen: number) => ({ from, to: from, netFen, orders: netFen ? 1 : 0, minutes: 0 });

describe('the earnings chart', () => {
  it('labels weeks by their Monday and months by year-month, in Beijing time', () => {
    // A Beijing week starts at Monday 00:00 +08:00, which is Sunday 16:00 UTC.
    expect(bucketLabel('week', '2026-11-22T16:00:00.000Z')).toBe('11-23');
    expect(bucketLabel('month', '2026-10-31T16:00:00.000Z')).toBe('2026-11');
  });

  it('scales the largest bucket to the plot and keeps empty ones as stubs in their place', () => {
    const bars = chartBars({
      by: 'week',
      buckets: [bucket('2026-11-08T16:00:00.000Z', 20_000), bucket('2026-11-15T16:00:00.000Z', 0), bucket('2026-11-22T16:00:00.000Z', 10_000)],
    });
    const plot = CHART_BOX.height - CHART_BOX.labelHeight;
    expect(bars).toHaveLength(3);
    expect(bars[0].height).toBe(plot - 4);
    expect(bars[0].y + bars[0].height).toBe(plot);
    expect(bars[1].height).toBe(1);
    expect(bars[2].height).toBe(Math.round((plot - 4) / 2));
    // Left to right, oldest first, none overlapping.
    expect(bars[0].x + bars[0].width).toBeLessThan(bars[1].x);
    expect(bars.map((b) => b.label)).toEqual(['11-09', '11-16', '11-23']);
  });

  it('draws nothing for no buckets and stubs when nothing was earned', () => {
    expect(chartBars({ by: 'month', buckets: [] })).toEqual([]);
    expect(chartBars({ by: 'month', buckets: [bucket('2026-10-31T16:00:00.000Z', 0)] })[0].height).toBe(1);
  });
});
