import type { GigEarnings } from '@/contract/gig.ts';

/** Geometry of the earnings chart (plain SVG, no chart library), computed apart so it is tested alone. */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The bucket's short label: `MM-DD` (the week's Monday) or `YYYY-MM`. */
  label: string;
  netFen: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room under the bars for the labels. */
  labelHeight: number;
  gap: number;
}

export const CHART_BOX: ChartBox = { width: 600, height: 180, labelHeight: 20, gap: 8 };

/** The Beijing calendar day of an ISO instant (`from` is a Beijing midnight: 16:00 UTC the day before). */
const beijingDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

export const bucketLabel = (by: GigEarnings['by'], from: string) => (by === 'month' ? beijingDay(from).slice(0, 7) : beijingDay(from).slice(5));

/**
 * One bar a bucket, oldest first, scaled so the largest fills the plot; an empty bucket keeps its place with a
 * 1-unit stub, so the weeks without pay still read as weeks.
 */
export function chartBars(earnings: Pick<GigEarnings, 'by' | 'buckets'>, box: ChartBox = CHART_BOX): Bar[] {
  const n = earnings.buckets.length;
  if (!n) return [];
  const plot = box.height - box.labelHeight;
  const max = Math.max(...earnings.buckets.map((b) => b.netFen), 0);
  const slot = box.width / n;
  const width = Math.max(1, slot - box.gap);
  return earnings.buckets.map((bucket, i) => {
    const height = max > 0 ? Math.max(1, Math.round((bucket.netFen / max) * (plot - 4))) : 1;
    return {
      x: Math.round(i * slot + box.gap / 2),
      y: plot - height,
      width: Math.round(width),
      height,
      label: bucketLabel(earnings.by, bucket.from),
      netFen: bucket.netFen,
    };
  });
}
