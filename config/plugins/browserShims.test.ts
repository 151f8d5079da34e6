// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserShims } from './browserShims.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = browserShims().transform as Transform;
const PRO_PROVIDER = '/x/node_modules/@ant-design/pro-provider/es/index.js';

describe('browserShims: pro-provider never turns hashed class names back on', () => {
  it('makes isNeedOpenHash() answer false', () => {
    const source = "export var isNeedOpenHash = function isNeedOpenHash() {\n  return process.env.NODE_ENV !== 'TEST';\n};";
    const out = transform(source, PRO_PROVIDER)!;
    const isNeedOpenHash = new Function(`${out.code.replace('export var', 'var')}; return isNeedOpenHash;`)();
    expect(isNeedOpenHash()).toBe(false);
  });

  it('leaves other modules alone and fails loudly if pro-provider no longer has the function', () => {
    expect(transform('export const x = 1;', '/x/node_modules/antd/es/index.js')).toBeNull();
    expect(() => transform('export const x = 1;', PRO_PROVIDER)).toThrow(/isNeedOpenHash not found/);
  });
});

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
