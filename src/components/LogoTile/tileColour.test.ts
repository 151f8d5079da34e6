import { describe, expect, it } from 'vitest';
import { TILE_COLOURS, tileColour, tileInitial } from './tileColour.ts';

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('generated logo tiles', () => {
  it('show the first character of the name, never an id', () => {
    expect(tileInitial('聚才示范')).toBe('聚');
    expect(tileInitial('  acme')).toBe('A');
    expect(tileInitial('𠀋记')).toBe('𠀋');
    expect(tileInitial('')).toBe('?');
  });

  it('take a stable colour from the name, spread over the palette', () => {
    expect(tileColour('聚才示范')).toBe(tileColour('聚才示范'));
    const names = ['聚才示范', '峰达数字', '智帆生物', '汇光文化', '远航物流', '星河教育', '蓝海医疗', '青禾农业', '云杉软件', '金石建设'];
    expect(new Set(names.map(tileColour)).size).toBeGreaterThan(4);
  });

  it('keep white text readable (contrast of at least 4.5:1) on every colour', () => {
    for (const colour of TILE_COLOURS) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });
});
