import { Component, type ReactNode } from 'react';

/**
 * Stands in for @ant-design/pro-utils' ErrorBoundary in builds (config/plugins/browserShims.ts). ProLayout imports
 * it statically, but BasicLayout passes `ErrorBoundary={false}` (each page has its own, src/shell/PageBoundary.tsx),
 * so it never renders; the original brings antd's Result, with its three illustrations, into the first load.
 * If it ever rendered, it would show its children and let an error reach the page's boundary.
 */
export class ErrorBoundary extends Component<{ children?: ReactNode }> {
  render() {
    return this.props.children;
  }
}
