import type { ReactNode } from 'react';

/**
 * A read-only label of the gig pages, drawn like PlainTag (antd's Tag box from the theme's variables; the styles
 * are in gigCard.css). Its own, not PlainTag: importing PlainTag here split it out of the job cards' chunk into one
 * of its own, which every job route's preload list (in the first load) then named.
 */
export default function GigTag({ color, bordered = true, children }: { color?: 'red' | 'orange' | 'green' | 'blue'; bordered?: boolean; children: ReactNode }) {
  return <span className={['gig-tag', color && `gig-tag-${color}`, !bordered && 'gig-tag-borderless'].filter(Boolean).join(' ')}>{children}</span>;
}
