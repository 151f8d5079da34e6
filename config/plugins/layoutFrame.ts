import type { Plugin } from 'vite';
import { LAYOUT_GEOMETRY } from '../layoutGeometry.ts';

const PLACEHOLDER = /%frame\.(\w+)%/g;

/** index.html with the frame's `%frame.<name>%` placeholders replaced by config/layoutGeometry.ts's values. */
export function fillLayoutFrame(html: string): string {
  return html.replace(PLACEHOLDER, (_match, name: string) => {
    if (!Object.hasOwn(LAYOUT_GEOMETRY, name))
      throw new Error(`layoutFrame: index.html names %frame.${name}%, which config/layoutGeometry.ts does not declare`);
    return String(LAYOUT_GEOMETRY[name as keyof typeof LAYOUT_GEOMETRY]);
  });
}

/**
 * Writes the layout's sizes into index.html's static frame (dev server and build), so that the frame painted
 * before any script and ProLayout, which takes the same numbers as props, share one declaration.
 */
export function layoutFrame(): Plugin {
  return {
    name: 'jucai-layout-frame',
    transformIndexHtml: { order: 'pre', handler: fillLayoutFrame },
  };
}
