/**
 * rc-util's `Dom/dynamicCSS` (how antd's CSS-in-JS puts each component's <style> into <head>), with the same
 * exports and the same resulting DOM, but without its cost at start-up: rc-util finds a style by its key, and
 * the place for a new one, by reading every <style> in the container on every call. The first render injects
 * a few hundred styles, so that is quadratic, and it runs in React's commit phase, which cannot be split
 * (about half of the commit's time in the profile of /jobpost). Here each container keeps an index of its
 * styles by key and the prepended ones in document order, so a lookup or an insertion touches one or two
 * nodes. Entries whose node has left the container (antd removes token styles itself) are dropped on sight.
 *
 * Differential test: config/shims/dynamicCSS.test.ts runs random call sequences through both and compares.
 */

type Prepend = boolean | 'queue';

export interface Option {
  attachTo?: Element;
  csp?: { nonce?: string };
  prepend?: Prepend;
  priority?: number;
  mark?: string;
  styles?: HTMLElement[];
}

const APPEND_ORDER = 'data-rc-order';
const APPEND_PRIORITY = 'data-rc-priority';
const MARK_KEY = 'rc-util-key';

interface ContainerIndex {
  /** mark attribute → key → style node */
  byMark: Map<string, Map<string, HTMLStyleElement>>;
  /** Styles with order prepend / prependQueue, in document order. */
  prepended: HTMLStyleElement[];
}

let indexes = new WeakMap<Element, ContainerIndex>();

function getMark({ mark }: Option = {}) {
  if (mark) return mark.startsWith('data-') ? mark : `data-${mark}`;
  return MARK_KEY;
}

function getContainer(option: Option): Element {
  if (option.attachTo) return option.attachTo;
  return document.querySelector('head') || document.body;
}

function getOrder(prepend?: Prepend) {
  if (prepend === 'queue') return 'prependQueue';
  return prepend ? 'prepend' : 'append';
}

const isPrepended = (node: Element) => ['prepend', 'prependQueue'].includes(node.getAttribute(APPEND_ORDER) ?? '');

/** The container's index, built from what is already in it the first time (a reload of this module in dev). */
function indexOf(container: Element): ContainerIndex {
  let index = indexes.get(container);
  if (!index) {
    index = { byMark: new Map(), prepended: [] };
    for (const node of Array.from(container.children)) {
      if (node.tagName === 'STYLE' && isPrepended(node)) index.prepended.push(node as HTMLStyleElement);
    }
    indexes.set(container, index);
  }
  return index;
}

function keysFor(container: Element, mark: string): Map<string, HTMLStyleElement> {
  const index = indexOf(container);
  let keys = index.byMark.get(mark);
  if (!keys) {
    keys = new Map();
    for (const node of Array.from(container.children)) {
      const key = node.tagName === 'STYLE' ? node.getAttribute(mark) : null;
      if (key !== null && !keys.has(key)) keys.set(key, node as HTMLStyleElement);
    }
    index.byMark.set(mark, keys);
  }
  return keys;
}

function findExistNode(key: string, option: Option = {}): HTMLStyleElement | undefined {
  const container = getContainer(option);
  const mark = getMark(option);
  const keys = keysFor(container, mark);
  const node = keys.get(key);
  if (node && node.parentNode === container && node.getAttribute(mark) === key) return node;
  // Gone from the container (removed by someone else): forget it. Absence is trusted to the index, which
  // starts from what the container held and sees every style added through this module.
  if (node) keys.delete(key);
  return undefined;
}

export function injectCSS(css: string, option: Option = {}): HTMLStyleElement | null {
  if (typeof document === 'undefined') return null;
  const { csp, prepend, priority = 0 } = option;
  const order = getOrder(prepend);
  const styleNode = document.createElement('style');
  styleNode.setAttribute(APPEND_ORDER, order);
  if (order === 'prependQueue' && priority) styleNode.setAttribute(APPEND_PRIORITY, `${priority}`);
  if (csp?.nonce) styleNode.nonce = csp.nonce;
  styleNode.innerHTML = css;

  const container = getContainer(option);
  if (!prepend) {
    container.appendChild(styleNode);
    return styleNode;
  }
  const { prepended } = indexOf(container);
  if (order === 'prependQueue') {
    // After the last prepended style whose priority is not above this one's (rc-util's rule), found from the end.
    for (let i = prepended.length - 1; i >= 0; i -= 1) {
      const node = prepended[i];
      if (node.parentNode !== container) {
        prepended.splice(i, 1);
        continue;
      }
      if (priority >= Number(node.getAttribute(APPEND_PRIORITY) || 0)) {
        container.insertBefore(styleNode, node.nextSibling);
        prepended.splice(i + 1, 0, styleNode);
        return styleNode;
      }
    }
  }
  container.insertBefore(styleNode, container.firstChild);
  prepended.unshift(styleNode);
  return styleNode;
}

export function removeCSS(key: string, option: Option = {}) {
  const existNode = findExistNode(key, option);
  if (existNode) {
    getContainer(option).removeChild(existNode);
    keysFor(getContainer(option), getMark(option)).delete(key);
  }
}

/** Forgets every index (rc-util's name for clearing its container cache; tests call it). */
export function clearContainerCache() {
  indexes = new WeakMap();
}

export function updateCSS(css: string, key: string, originOption: Option = {}): HTMLStyleElement | null {
  const existNode = findExistNode(key, originOption);
  if (existNode) {
    const nonce = originOption.csp?.nonce;
    if (nonce && existNode.nonce !== nonce) existNode.nonce = nonce;
    if (existNode.innerHTML !== css) existNode.innerHTML = css;
    return existNode;
  }
  const newNode = injectCSS(css, originOption);
  if (!newNode) return null;
  const mark = getMark(originOption);
  newNode.setAttribute(mark, key);
  keysFor(getContainer(originOption), mark).set(key, newNode);
  return newNode;
}
