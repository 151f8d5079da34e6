import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appTheme, FONT_FAMILY } from './theme.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Every `font-family` a `body { … }` rule in this CSS (or HTML) sets, one line (the formatter may wrap it). */
function bodyFonts(source: string): string[] {
  return [...source.matchAll(/(?:^|[\s}])body\s*\{[^}]*?font-family:\s*([^;}]+)/g)].map((match) => match[1].trim().replace(/\s*,\s*/g, ', '));
}

describe('the font stack', () => {
  it("is antd's, and the body's in global.css and in index.html's static frame", () => {
    expect(appTheme.token?.fontFamily).toBe(FONT_FAMILY);
    expect(bodyFonts(read('../global.css'))).toEqual([FONT_FAMILY]);
    expect(bodyFonts(read('../../index.html'))).toEqual([FONT_FAMILY]);
  });

  it('names a Chinese font for each platform before the generic family', () => {
    const families = FONT_FAMILY.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
    const generic = families.indexOf('sans-serif');
    for (const font of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC']) {
      expect(families.indexOf(font), font).toBeGreaterThan(-1);
      expect(families.indexOf(font), font).toBeLessThan(generic);
    }
  });
});
