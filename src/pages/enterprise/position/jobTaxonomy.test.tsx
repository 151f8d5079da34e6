import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InitialStateModule from '@/app/initialState.tsx';
import type { OwnCompany } from '@/contract/companyProfile.ts';
import type { OwnJobForm, PostingValues } from '@/contract/posting.ts';
import JobEditor from './JobEditor.tsx';
import { renderInApp } from '@/test/AppProviders.tsx';

/**
 * Issue 26.9 in the job form: the category is a searchable three-level picker (type 前端, pick 前端开发工程师), and a
 * new post starts from the company page's benefits, hours and address; an edit keeps its own.
 */

const company: OwnCompany = {
  id: 'c1',
  name: '杭州澄明光电科技有限公司',
  profile: {
    shortName: '澄明光电',
    industry: 'electronics',
    size: '100-499',
    stage: 'seriesB',
    about: '工业视觉检测设备与软件。',
    benefits: ['meal', 'bonus', 'flexibleHours'],
    workHours: '09:30-18:30',
    restSchedule: 'weekends',
    addresses: [{ district: 'hangzhou-binjiang', address: '江南大道3888号创新大厦9层' }],
  },
  certification: {
    status: 'verified',
    legalName: '杭州澄明光电科技有限公司',
    creditCode: null,
    submittedAt: null,
    decidedAt: null,
    reason: null,
    recheckAt: null,
  },
  canPublish: true,
};
const ownCompany = vi.fn(() => Promise.resolve(company));
const createPosting = vi.fn((values: PostingValues) => Promise.resolve({ id: 'j9', title: values.title }));
const existing: OwnJobForm = {
  id: 'j7',
  status: 'open',
  rejectReason: null,
  values: {
    title: '仓库管理员',
    category: 'logistics',
    position: 'warehouseKeeper',
    benefits: ['insurance'],
    workHours: '08:00-17:00',
    address: '临平区顺风路8号',
  },
};
vi.mock('@/services/hiring.ts', () => ({
  queryOwnCompany: () => ownCompany(),
  queryOwnJobForm: () => Promise.resolve(existing),
  queryJobDraft: vi.fn(),
  createPosting: (values: PostingValues) => createPosting(values),
  updatePosting: vi.fn(),
  saveJobDraft: vi.fn(),
  deleteJobDraft: vi.fn(),
}));

// No signed-in user: the form keeps no local draft, so each test starts from the editor's own values.
vi.mock('@/app/initialState.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof InitialStateModule>()),
  useInitialState: () => ({ initialState: { currentUser: null } }),
}));

beforeEach(() => {
  localStorage.clear();
  ownCompany.mockClear();
});
afterEach(cleanup);

const wrap = (node: React.ReactNode) => renderInApp(node, { router: true });

// The whole antd form in jsdom on a shared 2-core machine: seconds per render, not milliseconds.
const SLOW = 60_000;
const within = { timeout: 20_000 };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the job form', () => {
  it(
    'finds 前端开发工程师 by typing 前端, and sets category and position',
    async () => {
      wrap(<JobEditor target={{ kind: 'new' }} onClose={() => {}} onSaved={() => {}} />);
      const picker = await screen.findByRole('combobox', { name: '职位类别 / 具体职位' }, within);
      fireEvent.mouseDown(picker);
      fireEvent.change(picker, { target: { value: '前端' } });
      const option = await screen.findByText(
        (_, el) => !!el?.classList.contains('ant-cascader-menu-item-content') && /前端开发工程师/.test(el.textContent ?? ''),
        undefined,
        within,
      );
      expect(option.textContent).toMatch(/技术.*前端\/移动开发.*前端开发工程师/);
      fireEvent.click(option);
      await waitFor(() => expect(document.querySelector('.ant-cascader .ant-select-selection-item')?.textContent).toMatch(/前端开发工程师/), within);
    },
    SLOW,
  );

  it(
    'prefills a new post’s benefits, hours, days off and address from the company page, and they stay editable',
    async () => {
      wrap(<JobEditor target={{ kind: 'new' }} onClose={() => {}} onSaved={() => {}} />);
      await waitFor(() => expect(input('上班时间').value).toBe('09:30-18:30'), within);
      expect(input('详细地址').value).toBe('江南大道3888号创新大厦9层');
      expect((screen.getByRole('checkbox', { name: '餐补' }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByRole('checkbox', { name: '年终奖' }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByRole('checkbox', { name: '五险一金' }) as HTMLInputElement).checked).toBe(false);
      expect(screen.getByText(/已按企业主页填好/)).toBeTruthy();
      fireEvent.change(input('上班时间'), { target: { value: '10:00-19:00' } });
      expect(input('上班时间').value).toBe('10:00-19:00');
    },
    SLOW,
  );

  it(
    'does not prefill an existing post: an edit shows its own values',
    async () => {
      wrap(<JobEditor target={{ kind: 'job', id: 'j7' }} onClose={() => {}} onSaved={() => {}} />);
      await waitFor(() => expect(input('上班时间').value).toBe('08:00-17:00'), within);
      expect(input('详细地址').value).toBe('临平区顺风路8号');
      expect(ownCompany).not.toHaveBeenCalled();
      expect(screen.queryByText(/已按企业主页填好/)).toBeNull();
    },
    SLOW,
  );
});
