import type { ProLayoutProps } from '@ant-design/pro-layout';
import { proLayoutProps } from './proLayoutProps.ts';
import type { InitialState } from './initialState.tsx';

/**
 * The app's runtime configuration in one place, under the names an umi / Ant Design Pro project gives them in
 * `src/app.tsx`:
 *   - `getInitialState`: the settings and the signed-in user the first render shows (and the session check that
 *     follows). It lives in ./initialState.tsx because start-up runs it from its own small chunk (src/main.tsx)
 *     before the rest of the app has arrived.
 *   - `layout`: the root layout's ProLayout props for an initial state (the settings of
 *     config/defaultSettings.ts, the logo and title); src/shell/layouts/BasicLayout.tsx renders ProLayout with them
 *     and adds the slots (menu, actions, user menu, breadcrumbs, footer).
 *   - `request`: umi-request's configuration, from the request module (src/services/request), the only module
 *     that may import umi-request.
 * Access flags are umi's `src/access.ts`: ./access.ts (`access(initialState)`, `useAccess()`).
 */
export { startInitialState as getInitialState } from './initialState.tsx';

export function layout(initialState: Pick<InitialState, 'settings'>): Partial<ProLayoutProps> {
  const { settings } = initialState;
  return { ...proLayoutProps(settings), logo: <img src={settings.logo} alt="" width={32} height={32} /> };
}

export { requestConfig as request } from '@/services/request/index.ts';
