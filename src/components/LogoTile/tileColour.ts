/**
 * The colour of a generated logo or avatar tile, derived from the name so the same company always gets the same
 * tile. Every colour keeps white text above 4.5:1 contrast (WCAG AA for small text: tiles go down to 24 px).
 */
export const TILE_COLOURS = ['#1d4fa8', '#1f6f54', '#8a4510', '#6b3fa0', '#a02c4b', '#245e73', '#55621c', '#7a3e2b'] as const;

/** A small stable string hash (FNV-1a over UTF-16 code units). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function tileColour(name: string): string {
  return TILE_COLOURS[hash(name) % TILE_COLOURS.length];
}

/** The tile's character: the name's first (a whole character, not half of a surrogate pair), upper-cased. */
export function tileInitial(name: string): string {
  const first = Array.from(name.trim())[0] ?? '?';
  return first.toLocaleUpperCase();
}
