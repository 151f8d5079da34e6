import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessageModule, precompileMessages } from './precompileMessages.ts';

const fail = (message: string): never => {
  throw new Error(message);
};

/** Runs the emitted module with its imports given as objects, as the bundle would link them. */
function run(code: string, modules: Record<string, object>) {
  const imports = [...code.matchAll(/^import (\w+) from '([^']+)';$/gm)];
  const body = code.replace(/^import .*$/gm, '').replace('export default ', 'return ');
  return new Function(...imports.map(([, name]) => name), body)(...imports.map(([, , from]) => modules[from])) as Record<string, unknown>;
}

describe('precompileMessages', () => {
  it('compiles a plain module to react-intl ASTs', () => {
    const out = run(compileMessageModule(`export default { 'a.count': '应聘者 {count}' };`, fail), {});
    expect(Array.isArray(out['a.count'])).toBe(true);
    expect(new IntlMessageFormat(out['a.count'] as never, 'zh-CN').format({ count: 3 })).toBe('应聘者 3');
  });

  it('compiles the own messages of a module that spreads another, and keeps the spread (they once stayed strings)', () => {
    const code = compileMessageModule(
      `import loop from './hiringLoop.ts';\nexport default {\n  ...loop,\n  'hiring.notes.filterBy': '只看标签「{tag}」的应聘者',\n};`,
      fail,
    );
    expect(code).toContain(`import loop from './hiringLoop.ts';`);
    const out = run(code, { './hiringLoop.ts': { 'hiring.loop': ['already compiled'] } });
    expect(out['hiring.loop']).toEqual(['already compiled']);
    expect(new IntlMessageFormat(out['hiring.notes.filterBy'] as never, 'zh-CN').format({ tag: '重点关注' })).toBe('只看标签「重点关注」的应聘者');
  });

  it('refuses a module whose messages it cannot read, and a message that is not ICU', () => {
    expect(() => compileMessageModule(`import { X } from './x.ts';\nexport default { a: 'b' };`, fail)).toThrow(/only import other message modules/);
    expect(() => compileMessageModule(`export default { a: 'b {' };`, fail)).toThrow(/not valid ICU/);
  });

  it('refuses a message module that spreads a module it does not compile (the server texts once reached the page raw)', () => {
    const transform = precompileMessages().transform as (this: { error: typeof fail }, code: string, id: string) => { code: string } | null;
    const call = (code: string) => transform.call({ error: fail }, code, '/repo/src/locales/zh-CN/serverText.ts');
    expect(() => call(`import texts from '../../dicts/serverTextZh.ts';\nexport default texts;`)).toThrow(/spreads '..\/..\/dicts\/serverTextZh.ts'/);
    expect(call(`import texts from '../../dicts/zhLabels/serverText.ts';\nexport default texts;`)?.code).toContain('zhLabels/serverText.ts');
    expect(call(`import labels from '../../dicts/zhLabels/index.ts';\nexport default labels;`)?.code).toContain('zhLabels/index.ts');
  });
});
