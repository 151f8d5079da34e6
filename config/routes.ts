/**
 * @name 路由表 (the one route table)
 * @description Drives the router, the side menu, page titles, access control and the e2e walk over every route.
 * It imports nothing, so the app, the tests and scripts can all load it.
 *
 * - `component`: a folder under `src/pages` holding `index.tsx` (its default export is the page). Each page is
 *   its own lazy chunk.
 * - `name`: the i18n id `menu.<name>` gives the menu label and the page title.
 * - `access`: the flag of src/app/access.ts that opens the page, as in umi (`access: 'canRecruit'`): `isSignedIn` =
 *   any signed-in user, or a permission of src/contract/permissions.ts (`canSeekerAct` a job seeker, `canRecruit`
 *   a recruiter …). A visitor is sent to `/login?redirect=…`; a signed-in user without it sees the 403 page, which
 *   says why. The menu lists a page only to those who have its flag.
 * - `hideInMenu`: reachable by link but not listed (detail pages, the sign-in page …).
 * - Entries with `routes` and no `component` are menu groups only; their `path` is a menu key, not a URL.
 */
/** The access flags (src/app/access.ts; a unit test keeps this list equal to its keys). */
export type Access = 'isSignedIn' | 'canSeekerAct' | 'canRecruit' | 'canPublish' | 'canReadTalent' | 'canManageTeam' | 'canBuyPlans' | 'canEditCompany';

export interface RouteConfig {
  path: string;
  name?: string;
  icon?: string;
  component?: string;
  access?: Access;
  hideInMenu?: boolean;
  /** Rendered outside the root layout (only /perfect). */
  layout?: false;
  /** A detail page's list, the breadcrumb's step between home and the page (`/jobdetail` → `/jobpost`). */
  parent?: string;
  redirect?: string;
  routes?: RouteConfig[];
}

const routes: RouteConfig[] = [
  { path: '/perfect', name: 'perfect', component: 'account/perfect', access: 'isSignedIn', layout: false, hideInMenu: true },
  { path: '/', name: 'home', icon: 'home', component: 'home' },
  {
    path: '/_seek',
    name: 'group.seek',
    icon: 'search',
    routes: [
      { path: '/jobpost', name: 'jobpost', component: 'job/list' },
      { path: '/recommend', name: 'recommend', component: 'job/recommend' },
      { path: '/company', name: 'company', component: 'company/list' },
      { path: '/jobrecommend', name: 'jobrecommend', component: 'job/alerts', access: 'canSeekerAct' },
      { path: '/original', name: 'original', component: 'original' },
      { path: '/jobdetail', name: 'jobdetail', component: 'job/detail', hideInMenu: true, parent: '/jobpost' },
      { path: '/comdetail', name: 'comdetail', component: 'company/detail', hideInMenu: true, parent: '/company' },
    ],
  },
  {
    path: '/_zone',
    name: 'group.zone',
    icon: 'appstore',
    routes: [
      { path: '/graduate', name: 'graduate', component: 'zone/graduate' },
      { path: '/veterans', name: 'veterans', component: 'zone/veterans' },
      { path: '/govwork', name: 'govwork', component: 'zone/govwork' },
      { path: '/hourlyworker', name: 'hourlyworker', component: 'gig/list' },
      { path: '/hourlydetail', name: 'hourlydetail', component: 'gig/detail', hideInMenu: true, parent: '/hourlyworker' },
    ],
  },
  {
    path: '/_mine',
    name: 'group.mine',
    icon: 'user',
    routes: [
      { path: '/percenter', name: 'percenter', component: 'seeker/center', access: 'canSeekerAct' },
      { path: '/onlinecv', name: 'onlinecv', component: 'seeker/online-cv', access: 'canSeekerAct' },
      { path: '/uploadcv', name: 'uploadcv', component: 'seeker/upload-cv', access: 'canSeekerAct' },
      { path: '/myodd', name: 'myodd', component: 'gig/mine', access: 'canSeekerAct' },
      { path: '/communicate', name: 'communicate', component: 'chat/seeker', access: 'canSeekerAct' },
      { path: '/notify', name: 'notify', component: 'notice/seeker', access: 'canSeekerAct' },
      { path: '/privacySet', name: 'privacySet', component: 'seeker/privacy', access: 'canSeekerAct' },
    ],
  },
  {
    path: '/_ent',
    name: 'group.enterprise',
    icon: 'bank',
    routes: [
      { path: '/enterprise', name: 'enterprise', component: 'enterprise/landing' },
      { path: '/enterprisecenter', name: 'enterprisecenter', component: 'enterprise/center', access: 'canRecruit' },
      { path: '/position', name: 'position', component: 'enterprise/position', access: 'canRecruit' },
      { path: '/gigmanage', name: 'gigmanage', icon: 'appstore', component: 'gig/manage', access: 'canRecruit' },
      { path: '/jobhunter', name: 'jobhunter', component: 'talent/list', access: 'canRecruit' },
      { path: '/interview', name: 'interview', component: 'enterprise/interview', access: 'canRecruit' },
      { path: '/communicat', name: 'communicat', component: 'chat/enterprise', access: 'canRecruit' },
      { path: '/message', name: 'message', component: 'notice/enterprise', access: 'canRecruit' },
      { path: '/enterprisevip', name: 'enterprisevip', component: 'enterprise/vip', access: 'canRecruit' },
      { path: '/companyInformation', name: 'companyInformation', component: 'enterprise/company-info', access: 'canRecruit' },
      { path: '/cv', name: 'cv', component: 'talent/resume', access: 'isSignedIn', hideInMenu: true },
    ],
  },
  {
    path: '/_service',
    name: 'group.service',
    icon: 'solution',
    routes: [
      { path: '/outsourc', name: 'outsourc', component: 'service/outsourcing' },
      { path: '/outsourc/product', name: 'outsourcProduct', component: 'service/outsourcing-product' },
      { path: '/recruit', name: 'recruit', component: 'service/recruit' },
      { path: '/dispens', name: 'dispens', component: 'service/dispatch' },
      { path: '/handsWant', name: 'handsWant', component: 'service/staffing-request', access: 'canRecruit' },
      { path: '/joinUs', name: 'joinUs', component: 'service/referral' },
    ],
  },
  {
    path: '/_news',
    name: 'group.news',
    icon: 'read',
    routes: [
      { path: '/workplace', name: 'workplace', component: 'content/workplace' },
      { path: '/contactUs', name: 'contactUs', component: 'content/contact' },
      { path: '/accept', name: 'accept', component: 'account/agreement' },
      { path: '/richtext', name: 'richtext', component: 'content/richtext', hideInMenu: true, parent: '/workplace' },
    ],
  },
  { path: '/login', name: 'login', component: 'account/login', hideInMenu: true },
  {
    path: '/exception',
    name: 'exception',
    hideInMenu: true,
    redirect: '/exception/404',
    routes: [
      { path: '/exception/403', name: 'exception403', component: 'exception/403', hideInMenu: true },
      { path: '/exception/404', name: 'exception404', component: 'exception/404', hideInMenu: true },
      { path: '/exception/500', name: 'exception500', component: 'exception/500', hideInMenu: true },
    ],
  },
  { path: '*', name: 'notFound', component: 'exception/404', hideInMenu: true },
];

/** Every route that renders a page (groups flattened away), in table order. */
export function flattenRoutes(list: RouteConfig[] = routes): RouteConfig[] {
  return list.flatMap((route) => [...(route.component || route.redirect ? [route] : []), ...flattenRoutes(route.routes ?? [])]);
}

export default routes;
