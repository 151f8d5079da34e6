import { describe, expect, it } from 'vitest';
import { escapeXml, watermarkImage } from './watermark.ts';

describe('watermarkImage', () => {
  it('puts each line into the SVG as escaped text', () => {
    const svg = decodeURIComponent(watermarkImage(['聚才示范科技有限公司 · 王芳', '2026-11-23']).slice('url("data:image/svg+xml;charset=utf-8,'.length, -2));
    expect(svg).toContain('>聚才示范科技有限公司 · 王芳</text>');
    expect(svg).toContain('>2026-11-23</text>');
  });

  it('cannot be broken out of by a hostile company name: no markup, no quote ends the CSS url', () => {
    const hostile = '"); background:url(x) <script>alert(1)</script> & \'';
    const css = watermarkImage([hostile]);
    expect(css.slice(5, -2)).not.toMatch(/["'()<>\s]/);
    expect(decodeURIComponent(css.slice(5, -2))).toContain(escapeXml(hostile));
    expect(escapeXml(hostile)).not.toMatch(/[<>"']/);
  });
});
