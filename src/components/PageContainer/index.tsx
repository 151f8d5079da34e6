import { RouteContext } from '@ant-design/pro-layout/es/context/RouteContext.js';
import { Breadcrumb, Tabs, type TabsProps } from 'antd';
import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/locales/useT.tsx';

/** One step of a breadcrumb trail, in ProLayout's shape (`linkPath` is the in-app address). */
export interface BreadcrumbStep {
  linkPath?: string;
  title?: ReactNode;
  breadcrumbName?: string;
}

export interface PageContainerProps {
  /** The page's heading: pages pass their <h1>. */
  title: ReactNode;
  /** Actions at the heading's end (buttons, a status). */
  extra?: ReactNode;
  /** A line or two under the heading (an introduction, a date). */
  content?: ReactNode;
  /**
   * The trail above the heading. By default ProLayout's (its RouteContext, from config/routes.ts through
   * BasicLayout's `breadcrumbRender`), shown on a page below a list (home › list › page); `false` hides it,
   * `{ items }` replaces it.
   */
  breadcrumb?: false | { items: BreadcrumbStep[] };
  /** Tabs under the heading, as ProLayout's PageContainer draws them (`tabList`, `tabActiveKey`, `onTabChange`). */
  tabList?: TabsProps['items'];
  tabActiveKey?: string;
  onTabChange?: (key: string) => void;
  className?: string;
  children?: ReactNode;
}

/** A trail of fewer steps than this says nothing the sider's current entry does not. */
const MIN_TRAIL = 3;

/**
 * The page's header (breadcrumb, title, actions, an introduction, tabs) and gutters, with the props of
 * pro-layout's PageContainer, drawn in our own markup and static CSS (pageContainer.css, part of the entry's
 * stylesheet, which the build inlines into index.html; the landing pages' previews use the same classes).
 * pro-layout's own PageContainer nests a theme provider that recomputes antd's design tokens on every page,
 * generates its header styles in the browser and measures itself with a ResizeObserver to render again (41-59 KB
 * gzip more on the landing routes, and their main-thread time on a phone); the README's architecture section
 * keeps the figures.
 */
export function PageContainer({ title, extra, content, breadcrumb, tabList, tabActiveKey, onTabChange, className, children }: PageContainerProps) {
  const route = useContext(RouteContext);
  const fromLayout = (route.breadcrumb?.items ?? []) as BreadcrumbStep[];
  const trail = breadcrumb === false ? [] : breadcrumb ? breadcrumb.items : fromLayout.length >= MIN_TRAIL ? fromLayout : [];
  return (
    <div className={className ? `page-container ${className}` : 'page-container'}>
      <div className="page-container-header">
        {trail.length > 0 && <Trail steps={trail} />}
        <div className="page-container-heading">
          <div className="page-container-title">{title}</div>
          {extra && <div className="page-container-extra">{extra}</div>}
        </div>
        {content && <div className="page-container-content">{content}</div>}
        {tabList && (
          <Tabs className="page-container-tabs" items={tabList.map(({ children: _panel, ...tab }) => tab)} activeKey={tabActiveKey} onChange={onTabChange} />
        )}
      </div>
      <div className="page-container-body">{children}</div>
    </div>
  );
}

/** The breadcrumb row: every step but the current page is a link. */
function Trail({ steps }: { steps: BreadcrumbStep[] }) {
  const t = useT();
  return (
    <div className="page-container-breadcrumb">
      <Breadcrumb
        aria-label={t('layout.breadcrumb')}
        items={steps.map((step, index) => ({
          key: step.linkPath ?? String(index),
          title:
            step.linkPath && index < steps.length - 1 ? (
              <Link to={step.linkPath}>{step.title ?? step.breadcrumbName}</Link>
            ) : (
              (step.title ?? step.breadcrumbName)
            ),
        }))}
      />
    </div>
  );
}
