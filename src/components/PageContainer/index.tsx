import type { ReactNode } from 'react';

export interface PageContainerProps {
  /** The page's heading: pages pass their <h1>. */
  title: ReactNode;
  /** Actions at the heading's end (buttons, a status). */
  extra?: ReactNode;
  /** A line or two under the heading (an introduction, a date). */
  content?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * The page's header (title, actions, an introduction) and gutters, drawn as pro-layout's PageContainer drew them,
 * in our own markup and static CSS. pro-layout's (about 30 KB gzip on every page) nested its own theme
 * provider: on each page it recomputed antd's design tokens, generated its header styles in the browser, and
 * measured itself with a ResizeObserver to render again, a good part of a landing page's main-thread work on a
 * phone. Its stylesheet (pageContainer.css) is part of the entry's, which the build inlines into index.html:
 * the preview of /jobpost painted before any script (config/firstScreen/) uses the same classes.
 */
export function PageContainer({ title, extra, content, className, children }: PageContainerProps) {
  return (
    <div className={className ? `page-container ${className}` : 'page-container'}>
      <div className="page-container-header">
        <div className="page-container-heading">
          <div className="page-container-title">{title}</div>
          {extra && <div className="page-container-extra">{extra}</div>}
        </div>
        {content && <div className="page-container-content">{content}</div>}
      </div>
      <div className="page-container-body">{children}</div>
    </div>
  );
}
