// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserShims } from './browserShims.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = browserShims().transform as Transform;

describe('browserShims: antd Button styles without the preset colours', () => {
  const BUTTON = '/x/node_modules/antd/es/button/style/index.js';
  it('drops the preset-colour reduction', () => {
    const out = transform('const f = (t) => {\n  return PresetColors.reduce((prev, key) => prev, {});\n};', BUTTON)!;
    expect(out.code).toContain('return [].reduce(');
    expect(out.code).not.toContain('PresetColors.reduce');
  });
  it('fails loudly if antd moved them', () => {
    expect(() => transform('export default 1;', BUTTON)).toThrow(/preset colours/);
  });
});
