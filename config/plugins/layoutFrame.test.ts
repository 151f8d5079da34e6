import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_GEOMETRY } from '../layoutGeometry.ts';
import { fillLayoutFrame } from './layoutFrame.ts';

const indexHtml = readFileSync(join(process.cwd(), 'index.html'), 'utf8');

describe('layoutFrame: the static frame takes its sizes from config/layoutGeometry.ts', () => {
  it('fills every placeholder of index.html, leaving none', () => {
    const html = fillLayoutFrame(indexHtml);
    expect(html).not.toMatch(/%frame\./);
    expect(html).toContain(`width: ${LAYOUT_GEOMETRY.siderWidth}px`);
    expect(html).toContain(`width: ${LAYOUT_GEOMETRY.siderCollapsedWidth}px`);
    expect(html).toContain(`height: ${LAYOUT_GEOMETRY.headerHeight}px`);
    expect(html).toContain(`@media (max-width: ${LAYOUT_GEOMETRY.phoneMaxWidth}px)`);
  });

  it('holds no literal sider width of its own (a size changed in one place only would split the two frames)', () => {
    expect(indexHtml).not.toMatch(/\b(256|64)px/);
  });

  it('collapses below 1200 px (antd xl), like ProLayout, in index.html and the first-screen preview alike (issue 26 item 22)', () => {
    const grid = { lg: 992, xl: 1200 } as const;
    expect(LAYOUT_GEOMETRY.collapsedMaxWidth + 0.02).toBe(grid[LAYOUT_GEOMETRY.collapseBreakpoint]);
    expect(LAYOUT_GEOMETRY.collapsedMaxWidth).toBeGreaterThan(1024);
    expect(fillLayoutFrame(indexHtml)).toContain(`@media (max-width: ${LAYOUT_GEOMETRY.collapsedMaxWidth}px)`);
    const preview = readFileSync(join(process.cwd(), 'src/shell/firstScreen/firstScreen.css'), 'utf8');
    expect(preview).toContain(
      `@media (max-width: ${LAYOUT_GEOMETRY.collapsedMaxWidth}px) {\n  #startup-page {\n    inset-inline-start: ${LAYOUT_GEOMETRY.siderCollapsedWidth}px;`,
    );
  });

  it('refuses a placeholder the geometry does not declare', () => {
    expect(() => fillLayoutFrame('<style>.x { width: %frame.nope%px }</style>')).toThrow(/frame\.nope/);
  });
});
