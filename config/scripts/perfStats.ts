/** Small helpers shared by `npm run perf`'s Lighthouse part (perf.ts) and its interaction part (inp.ts). */

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function markdownTable(head: string[], rows: string[][]) {
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
