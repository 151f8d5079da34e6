import type { ReactNode } from 'react';
import './plainTag.css';

/** The preset colours (antd's palette names) the app's read-only tags use. */
export type PlainTagColor = 'red' | 'orange' | 'green' | 'blue';

/**
 * A read-only label drawn like antd's Tag, from the same theme variables, without the component. Every antd
 * Tag runs antd's style hooks when it renders; a page of 20 job cards shows 150-odd tags, and in a load of
 * /jobpost at 4× CPU slowdown those Tags took about 100 ms of the main thread. Use antd's Tag where a tag does
 * something (closable, checkable, with an icon); use this for the labels a list repeats.
 */
export default function PlainTag({ color, bordered = true, children }: { color?: PlainTagColor; bordered?: boolean; children: ReactNode }) {
  const className = ['plain-tag', color && `plain-tag-${color}`, !bordered && 'plain-tag-borderless'].filter(Boolean).join(' ');
  return <span className={className}>{children}</span>;
}
