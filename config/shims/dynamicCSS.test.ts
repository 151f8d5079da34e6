import * as original from 'rc-util/es/Dom/dynamicCSS';
import { afterEach, describe, expect, it } from 'vitest';
import * as shim from './dynamicCSS.ts';

type CallOption = { prepend?: boolean | 'queue'; priority?: number; mark?: string };
interface Impl {
  updateCSS(css: string, key: string, option?: CallOption): unknown;
  removeCSS(key: string, option?: CallOption): void;
  injectCSS(css: string, option?: CallOption): unknown;
}

/** A small deterministic generator, so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Step =
  | { op: 'update'; key: string; css: string; prepend: boolean | 'queue'; priority: number; mark?: string }
  | { op: 'remove'; key: string; mark?: string }
  | { op: 'detach'; index: number }
  | { op: 'inject'; css: string; prepend: boolean | 'queue' };

function steps(seed: number, count: number): Step[] {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (): Step => {
    const roll = next();
    const key = `k${Math.floor(next() * 12)}`;
    const mark = pick([undefined, 'css-in-js', 'data-token']);
    if (roll < 0.6)
      return {
        op: 'update',
        key,
        css: `.${key}{color:#${Math.floor(next() * 999)}}`,
        prepend: pick([true, false, 'queue', 'queue']),
        priority: pick([0, 0, -999, 1, 5]),
        mark,
      };
    if (roll < 0.75) return { op: 'remove', key, mark };
    if (roll < 0.85) return { op: 'detach', index: Math.floor(next() * 20) };
    return { op: 'inject', css: `.i${Math.floor(next() * 9)}{}`, prepend: pick([true, false, 'queue']) };
  });
}

/** Runs the steps in a fresh <head> that also holds the page's own (unmarked) styles, and describes it. */
function run(impl: Impl, list: Step[]) {
  document.head.innerHTML = '<style id="page">body{}</style><link rel="stylesheet" href="x.css">';
  for (const step of list) {
    if (step.op === 'update') impl.updateCSS(step.css, step.key, { prepend: step.prepend, priority: step.priority, mark: step.mark });
    else if (step.op === 'remove') impl.removeCSS(step.key, { mark: step.mark });
    else if (step.op === 'inject') impl.injectCSS(step.css, { prepend: step.prepend });
    else {
      // What antd does to token styles: takes a node out of <head> without telling rc-util.
      const styles = document.head.querySelectorAll('style[data-rc-order]');
      styles[step.index % Math.max(styles.length, 1)]?.remove();
    }
  }
  return Array.from(document.head.children).map((node) =>
    [node.tagName, ...Array.from(node.attributes).map((a) => `${a.name}=${a.value}`), node.innerHTML].join(' '),
  );
}

describe('dynamicCSS shim', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    shim.clearContainerCache();
  });

  it('leaves <head> exactly as rc-util does, for random sequences of calls', () => {
    expect(original.updateCSS).not.toBe(shim.updateCSS);
    for (let seed = 1; seed <= 40; seed += 1) {
      const list = steps(seed, 40);
      const expected = run(original, list);
      shim.clearContainerCache();
      expect(run(shim, list), `seed ${seed}`).toEqual(expected);
    }
  });

  it('updates a style in place instead of adding a second one', () => {
    shim.updateCSS('.a{}', 'a', { prepend: 'queue' });
    const node = shim.updateCSS('.a{color:red}', 'a', { prepend: 'queue' });
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(node?.innerHTML).toBe('.a{color:red}');
  });

  it('adds a style again after someone else removed it', () => {
    shim.updateCSS('.a{}', 'a', {})!.remove();
    shim.updateCSS('.a{}', 'a', {});
    expect(document.head.querySelectorAll('style[rc-util-key="a"]')).toHaveLength(1);
  });
});
