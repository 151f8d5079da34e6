import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { HomeOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-layout/es/ProLayout.js';
import { Avatar, Breadcrumb, Button, Checkbox, Dropdown, Input, Modal, Pagination, Radio, Select, Skeleton, Space, Spin, Tabs, Tag, Tooltip } from 'antd';
import { renderToString } from 'react-dom/server';
import AppConfigProvider from '../../src/app/AppConfigProvider.tsx';
import defaultSettings from '../defaultSettings.ts';
import { proLayoutProps } from '../../src/app/proLayoutProps.ts';

/**
 * ProLayout as BasicLayout renders it on a desktop (src/shell/layouts/BasicLayout.tsx): the same settings, a menu
 * with an entry and a group, the sider's actions, avatar and collapse control, a footer, so that the styles of
 * its layout, sider, menu and content are generated here with the same tokens as in the browser.
 */
function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <ProLayout
      {...proLayoutProps(defaultSettings)}
      route={{
        path: '/',
        children: [
          { path: '/a', name: 'a', icon: <HomeOutlined /> },
          { path: '/_g', name: 'g', icon: <HomeOutlined />, children: [{ path: '/b', name: 'b' }] },
        ],
      }}
      location={{ pathname: '/b' }}
      menu={{ locale: false }}
      actionsRender={() => [<span key="a" />]}
      avatarProps={{ render: () => <Avatar /> }}
      collapsedButtonRender={() => <button type="button" />}
      ErrorBoundary={false}
      contentStyle={{ padding: 0 }}
      footerRender={() => <footer />}
    >
      {children}
    </ProLayout>
  );
}

/**
 * The antd components the landing pages (/, /jobpost, /jobdetail) and ProLayout render on arrival, rendered
 * once at build time under the app's own ConfigProvider (so that the styles' cache paths are the browser's), so
 * that their styles ship as a stylesheet instead of being generated in the browser on every visit
 * (config/plugins/antdStaticStyles.ts). Styles are generated per component, not per variant or prop, so one
 * element of each is enough.
 *
 * Keep the list to what those pages show first: every component here adds its whole stylesheet to the first
 * load. A component missing from it still works (its styles are generated at run time, as before); the e2e
 * test "landing pages generate no antd styles in the browser" names the pages this list must cover.
 */
export default function landingStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AppConfigProvider>
        <RootLayout>
          <Breadcrumb items={[{ title: 'a' }, { title: 'b' }]} />
        </RootLayout>
        <Button />
        <Space.Compact>
          <Button />
        </Space.Compact>
        <Dropdown menu={{ items: [] }}>
          <span />
        </Dropdown>
        <Tooltip title="-">
          <span />
        </Tooltip>
        <Input />
        <Select />
        <Checkbox />
        <Radio />
        <Tag color="blue" />
        <Tabs items={[]} />
        <Skeleton />
        <Pagination total={1} />
        <Modal open={false} />
        {/* The page's loading state (PageLoading), which the first render shows when the page's chunk is late:
            on a slow connection, exactly when generating styles would hurt most. */}
        <Spin />
      </AppConfigProvider>
    </StyleProvider>,
  );
  // Only the component styles: the theme's CSS variables are written by the app's ConfigProvider at run time.
  return extractStyle(cache, { plain: true, types: ['style'] });
}
