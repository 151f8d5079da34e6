import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { maskToken, type LoggedRequest } from '../../src/contract/requestLog.ts';
import zhCN from '../../src/locales/zh-CN/index.ts';
import { computeApiSecret, signatureHeaders } from '../../src/services/request/sign.ts';

/**
 * The QA fixture module (docs/QA.md): import `test` and `expect` from here.
 *
 *   test('…', async ({ page, mock, signInAs, jobs, posting, chat, gigs }) => { … });
 *
 * - Each test starts from the mock's seed, in a mock state of its own worker (the `x-mock-state` header on
 *   everything its browser and its API client send), so tests never see each other's changes.
 * - `mock`: the test control API of that state: `scenario`, `clock`, `faults`, `stream`, `sms`, `requests`, and
 *   `api` for signed calls the way the app makes them.
 * - `signInAs('seeker' | 'recruiter' | … | '139…' | { token, user })`: a session handed to the page the way
 *   the app keeps it (sessionStorage); then `page.goto(…)`.
 * - Page objects for the main flows, written with role and label locators: `jobs`, `posting`, `chat`, `gigs`.
 *
 * This module imports nothing from mock/: it talks to the mock over HTTP only, as a QA suite outside the repo would
 * (the request log's entry shape and token mask come from the app's contract, src/contract/requestLog.ts).
 */
export { expect };

/** The zh-CN texts the app shows, by message id: `text['job.apply.button']`. Assert on these, not retyped words. */
export const text = zhCN;

/** The key the dev and preview servers sign with unless VITE_API_SIGN_KEY says otherwise (it ships in the bundle). */
export const DEV_SIGN_KEY = process.env.VITE_API_SIGN_KEY || 'jucai-sign-key-2026';
export { computeApiSecret };

/** The seed's demo accounts (password Jucai@2026). */
export const ACCOUNTS = {
  seeker: { mobile: '13800000001', name: '李明' },
  recruiter: { mobile: '13800000002', name: '王芳' },
  /** 王婷: her resume is hidden from every employer. */
  hiddenSeeker: { mobile: '13800000003', name: '王婷' },
  /** 陈静, recruiter of 杭州峰达信息技术, the company 李明 blocked. */
  blockedRecruiter: { mobile: '13800000004', name: '陈静' },
  /** 赵磊, recruiter of 广州峰禾教育科技, never certified. */
  uncertifiedRecruiter: { mobile: '13800000005', name: '赵磊' },
  /** 刘洋, a sub-account of the demo company. */
  subAccount: { mobile: '13800000006', name: '刘洋' },
} as const;
export const DEMO_PASSWORD = 'Jucai@2026';
export type Role = keyof typeof ACCOUNTS;

export const SCENARIOS = [
  'seed',
  'new-visitor',
  'seeker-all-application-states',
  'recruiter-quota-exhausted',
  'uncertified-company',
  'gig-worker-shift-today',
  'expired-session',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface ScenarioAccount {
  userId: string | null;
  mobile: string;
  password?: string;
  name: string;
  role: 'seeker' | 'enterprise' | null;
}
export interface Scenario {
  state: string;
  scenario: ScenarioName;
  /** The state's clock when it was built (ISO). */
  now: string;
  /** Who to sign in as: `signInAs(accounts.recruiter.mobile)`. */
  accounts: Record<string, ScenarioAccount>;
  /** Ids and values the scenario made (docs/API.md lists them per scenario). */
  facts: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each scenario has its own facts
}

export interface Fault {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The API path without `/user`; `*` is one segment, `**` any rest: `/jobs/*`, `/conversations/**`. */
  path: string;
  /** A status of SPEC §8's catalogue: 200 201 202 204 400 401 403 404 406 410 422 500 502 503 504. */
  status?: number;
  /** `envelope` (default): `{ success: false, errorCode, errorMessage? }`; `none`: no body. */
  body?: 'envelope' | 'none';
  errorCode?: string;
  errorMessage?: string;
  latencyMs?: number;
  abort?: boolean;
  malformed?: boolean;
  /** Absent: always. */
  times?: number;
}

/** A request-log entry (its shape and the token's mask are the contract's, shared with the mock that writes it). */
export { maskToken, type LoggedRequest };

export interface Session {
  token: string;
  user: { id: string; name: string; role: string | null; [key: string]: unknown };
}

interface Envelope<T> {
  success: boolean;
  data: T;
  errorCode?: string;
  errorMessage?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MockApi {
  /** A signed request as the app sends it; the status and the parsed envelope, whatever they are. */
  call<T = unknown>(
    method: Method,
    path: string,
    init?: { token?: string; form?: Record<string, string>; json?: object },
  ): Promise<{ status: number; body: Envelope<T> }>;
  /** A signed request that must succeed: its `data`. */
  data<T = unknown>(method: Method, path: string, init?: { token?: string; form?: Record<string, string>; json?: object }): Promise<T>;
}

export interface Mock {
  /** Resets this test's state to a named scenario (built from the seed) and says who to sign in as. */
  scenario(name: ScenarioName): Promise<Scenario>;
  clock: {
    now(): Promise<Date>;
    /** An ISO date-time, a Date or epoch ms. */
    set(at: string | Date | number): Promise<Date>;
    /** `90s`, `30m`, `2h`, `3d` or ms; forward only. */
    advance(by: string | number): Promise<Date>;
  };
  faults: {
    add(fault: Fault): Promise<{ id: string }>;
    list(): Promise<Array<Fault & { id: string; hits: number; left: number | null }>>;
    clear(): Promise<void>;
  };
  stream: {
    /** Drops the open live streams of this state, as a network loss would; returns how many. */
    close(): Promise<number>;
  };
  sms: {
    /** From now on, a sent code arrives this late (on the state's clock); 0: at once. */
    delay(ms: number): Promise<void>;
    codes(): Promise<Array<{ mobile: string; code: string; arrived: boolean }>>;
  };
  /** The last requests of this state (oldest first), optionally only paths starting with `path`. */
  requests(filter?: { path?: string; limit?: number }): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  api: MockApi;
}

const CONTROL = '/user/__test__';

function mockApi(request: APIRequestContext): MockApi {
  const api: MockApi = {
    async call(method, path, init = {}) {
      const headers = { ...signatureHeaders(DEV_SIGN_KEY), token: init.token ?? '' };
      const res = await request.fetch(`/user${path}`, { method, headers, form: init.form, data: init.json });
      return { status: res.status(), body: await res.json() };
    },
    async data(method, path, init) {
      const { status, body } = await api.call<never>(method, path, init);
      expect(body.success, `${method} ${path} → ${status} ${JSON.stringify(body)}`).toBe(true);
      return body.data;
    },
  };
  return api;
}

async function control<T>(request: APIRequestContext, method: Method, path: string, body?: object): Promise<T> {
  const res = await request.fetch(`${CONTROL}${path}`, { method, data: body });
  if (res.status() === 404 && path === '/reset') throw new Error('The test control API answered 404: start the server with MOCK_TEST_API=1 (docs/QA.md).');
  const envelope = (await res.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${method} ${CONTROL}${path} → ${res.status()} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

function createMock(request: APIRequestContext): Mock {
  const clock = async (body?: object) => new Date((await control<{ now: string }>(request, body ? 'POST' : 'GET', '/clock', body)).now);
  return {
    scenario: (name) => control<Scenario>(request, 'POST', '/reset', { scenario: name }),
    clock: {
      now: () => clock(),
      set: (at) => clock({ at: at instanceof Date ? at.toISOString() : at }),
      advance: (by) => clock({ advance: by }),
    },
    faults: {
      add: (fault) => control(request, 'POST', '/faults', fault),
      list: async () => (await control<{ list: never[] }>(request, 'GET', '/faults')).list,
      clear: async () => void (await control(request, 'DELETE', '/faults')),
    },
    stream: { close: async () => (await control<{ closed: number }>(request, 'POST', '/stream/close')).closed },
    sms: {
      delay: async (ms) => void (await control(request, 'POST', '/sms', { delayMs: ms })),
      codes: async () => (await control<{ codes: never[] }>(request, 'GET', '/sms')).codes,
    },
    requests: async ({ path, limit = 200 } = {}) =>
      (await control<{ list: LoggedRequest[] }>(request, 'GET', `/requests?limit=${limit}${path ? `&path=${encodeURIComponent(path)}` : ''}`)).list,
    clearRequests: async () => void (await control(request, 'DELETE', '/requests')),
    api: mockApi(request),
  };
}

/**
 * A same-origin page that is not the app: the session is written there, so the app reads it when it starts,
 * as after a real sign-in (an init script would write it again on every load, undoing a sign-out).
 */
async function handSessionTo(page: Page, session: Session) {
  const door = '/pc/__qa__/session';
  await page.route(`**${door}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>qa</title>' }),
  );
  await page.goto(door);
  await page.unroute(`**${door}`);
  await page.evaluate(
    ([token, user]) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('unionuser', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** A role of ACCOUNTS, a mobile number (a new one signs up by SMS code), or a session (e.g. a scenario's dead token). */
export type Who = Role | string | Session;

async function sessionFor(api: MockApi, who: Who): Promise<Session> {
  if (typeof who === 'object') return who;
  const mobile = Object.hasOwn(ACCOUNTS, who) ? ACCOUNTS[who as Role].mobile : who;
  if (!/^1\d{10}$/.test(mobile)) throw new Error(`signInAs: "${who}" is neither a role (${Object.keys(ACCOUNTS).join(', ')}) nor a mobile number`);
  const demo = Object.values(ACCOUNTS).some((a) => a.mobile === mobile);
  if (demo) return api.data<Session>('POST', '/auth/login', { form: { type: 'password', mobile, password: DEMO_PASSWORD } });
  // Any other number: the SMS sign-in, which creates the account when the number is new (role chosen on /perfect).
  await api.data('POST', '/auth/sms', { form: { mobile } });
  return api.data<Session>('POST', '/auth/login', { form: { type: 'sms', mobile, code: '123456' } });
}

// ---------------------------------------------------------------------------------------------------------
// Page objects: one per main flow. Role and label locators (docs/QA.md, "Locators"); a data-testid only where
// the element has no accessible name of its own.

/** antd's notification (the request errors of SPEC §8): it has no accessible name, so its classes are the handle. */
export class Notification {
  readonly notice: Locator;
  readonly title: Locator;
  readonly description: Locator;
  constructor(page: Page) {
    this.notice = page.locator('.ant-notification-notice');
    this.title = this.notice.locator('.ant-notification-notice-message');
    this.description = this.notice.locator('.ant-notification-notice-description');
  }
}

/** Search jobs and apply (/jobpost, /jobdetail). */
export class JobsPage {
  constructor(readonly page: Page) {}
  /** /jobpost with the query the filters write into the URL (`{ keyword: 'Java', city: 'hangzhou' }`). */
  async search(query: Record<string, string> = {}) {
    await this.page.goto(`/pc/jobpost?${new URLSearchParams(query)}`);
  }
  get results() {
    return this.page.getByTestId('job-card');
  }
  /** Opens the n-th result (0-based); returns the job id. */
  async openResult(n = 0) {
    const link = this.results.nth(n).getByRole('link').first();
    const id = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('id')!;
    await link.click();
    await expect(this.page).toHaveURL(new RegExp(`/pc/jobdetail\\?id=${id}$`));
    return id;
  }
  async openJob(id: string) {
    await this.page.goto(`/pc/jobdetail?id=${id}`);
  }
  get applyButton() {
    return this.page.getByRole('button', { name: text['job.apply.button'] });
  }
  /** Applies with the preselected (default) resume; waits for the confirmation. */
  async apply() {
    await this.applyButton.click();
    await this.page.getByRole('dialog').getByRole('button', { name: text['job.apply.submit'] }).click();
    await expect(this.page.getByText(text['job.apply.done'])).toBeVisible();
  }
}

/**
 * In the job form: the category and position picker (a searchable cascader, 运营 › 用户运营 › 用户运营). Types the
 * position's name and chooses the search result that ends with it, which sets the category too.
 */
export async function choosePosition(page: Page, form: Locator, position: string) {
  const picker = form.getByRole('combobox', { name: text['hiring.form.position'] });
  await picker.click();
  await picker.fill(position);
  await page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: new RegExp(`${position}$`) })
    .first()
    .click();
}

/** Post a job (/position, the recruiter's posts): the drawer's form. */
export class PostingPage {
  constructor(readonly page: Page) {}
  get drawer() {
    return this.page.getByRole('dialog', { name: text['hiring.post.newTitle'] });
  }
  async open() {
    await this.page.goto('/pc/position');
    await this.page.getByRole('button', { name: text['hiring.post.new'] }).click();
    await expect(this.drawer).toBeVisible();
  }
  /** Fills the required fields with a lawful post (title, category, pay, 杭州·滨江区, address, a skill tag, one duty, one requirement). */
  async fill(post: { title: string; salaryFrom?: number; salaryTo?: number }) {
    const { drawer, page } = this;
    await drawer.getByLabel(text['hiring.form.title']).fill(post.title);
    await choosePosition(page, drawer, text['dict.jobPosition.userOperator']);
    await drawer.getByLabel(text['hiring.form.salaryFrom']).fill(String(post.salaryFrom ?? 9000));
    await drawer.getByLabel(text['hiring.form.salaryTo']).fill(String(post.salaryTo ?? 14000));
    // A new post starts with the company page's first address (issue 26.9); pick 杭州·滨江区 only when it did not.
    if (!(await drawer.locator('.ant-select-selection-item', { hasText: '杭州 / 滨江区' }).count())) {
      await drawer.getByLabel(text['hiring.form.district']).click();
      // The cascader's options are menu items without a role of their own.
      await page.locator('.ant-cascader-menu-item', { hasText: /^杭州$/ }).click();
      await page.locator('.ant-cascader-menu-item', { hasText: /^滨江区$/ }).click();
    }
    await drawer.getByLabel(text['hiring.form.address']).fill('世纪大道205号长河商务中心20层');
    const tags = drawer.getByLabel(text['hiring.form.tags']);
    await tags.fill('用户增长');
    await tags.press('Enter');
    const line = (label: string) => drawer.getByLabel(text['hiring.form.lineLabel'].replace('{label}', label).replace('{n}', '1'));
    await line(text['hiring.form.duties']).fill('负责线上获客与转化');
    await line(text['hiring.form.requirements']).fill('本科及以上学历，1-3年互联网运营经验');
  }
  async submit() {
    await this.drawer.getByRole('button', { name: text['hiring.post.submit'] }).click();
  }
}

/** Chat (/communicate for a seeker, /communicat for a recruiter). */
export class ChatPage {
  constructor(readonly page: Page) {}
  /** Opens the chat page (a conversation when given) and waits for the live link. */
  async open(path = '/pc/communicate', conversationId?: string) {
    await this.page.goto(conversationId ? `${path}?conversation=${conversationId}` : path);
    await expect(this.live).toHaveAttribute('data-mode', 'live');
  }
  /** The live link's state: data-mode is `connecting`, `live` or `polling` (no accessible name: a test id). */
  get live() {
    return this.page.getByTestId('chat-live');
  }
  get conversations() {
    return this.page
      .getByRole('list')
      .filter({ has: this.page.locator('[data-conversation-id]') })
      .getByRole('button');
  }
  get thread() {
    return this.page.getByRole('log', { name: text['center.chat.messages'] });
  }
  /** The messages of the open thread containing `words`. */
  message(words: string) {
    return this.thread.getByRole('listitem').filter({ hasText: words });
  }
  async say(words: string) {
    await this.page.getByLabel(text['center.chat.input']).fill(words);
    await this.page.getByLabel(text['center.chat.input']).press('Enter');
  }
}

/** Gig work: find a gig (/hourlyworker), open it (/hourlydetail) and sign up for shifts. */
export class GigsPage {
  constructor(readonly page: Page) {}
  async search(query: Record<string, string> = {}) {
    await this.page.goto(`/pc/hourlyworker?${new URLSearchParams(query)}`);
  }
  async openGig(id: string) {
    await this.page.goto(`/pc/hourlydetail?id=${id}`);
  }
  /** A shift row (no accessible name of its own: a test id and the shift id). */
  shift(shiftId: string) {
    return this.page.locator(`[data-testid="gig-shift"][data-shift-id="${shiftId}"]`);
  }
  /** Ticks the shifts and confirms the sign-up dialog. */
  async signUp(shiftIds: string[]) {
    for (const id of shiftIds) await this.shift(id).getByRole('checkbox').check();
    await this.page.getByRole('button', { name: text['gig.signup.button'], exact: true }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: text['gig.signup.confirm'] }).click();
  }
}

export const test = base.extend<{
  mock: Mock;
  signInAs: (who: Who) => Promise<Session>;
  notification: Notification;
  jobs: JobsPage;
  posting: PostingPage;
  chat: ChatPage;
  gigs: GigsPage;
}>({
  // One state per worker (parallelIndex: a replacement worker takes over its state), reset before each test.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => provide({ ...extraHTTPHeaders, 'x-mock-state': `qa-${testInfo.parallelIndex}` }),
  mock: [
    async ({ request }, provide) => {
      await control(request, 'POST', '/reset', { scenario: 'seed' });
      await provide(createMock(request));
    },
    { auto: true },
  ],
  signInAs: async ({ page, mock }, provide) => {
    await provide(async (who) => {
      const session = await sessionFor(mock.api, who);
      await handSessionTo(page, session);
      return session;
    });
  },
  notification: async ({ page }, provide) => provide(new Notification(page)),
  jobs: async ({ page }, provide) => provide(new JobsPage(page)),
  posting: async ({ page }, provide) => provide(new PostingPage(page)),
  chat: async ({ page }, provide) => provide(new ChatPage(page)),
  gigs: async ({ page }, provide) => provide(new GigsPage(page)),
});
