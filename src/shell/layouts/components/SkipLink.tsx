import type { MouseEvent } from 'react';
import { T } from '@/locales/useT.tsx';
import { MAIN_CONTENT_ID } from '../layoutGeometry.ts';

/**
 * The first tab stop of every page: hidden until focused, it moves the focus past the header and the menu to
 * the page in the main landmark. Focus moves in script so the address does not gain a #fragment.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      <T id="layout.skipToContent" />
    </a>
  );
}
