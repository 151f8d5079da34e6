import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREENS, type Text } from '@config/firstScreen/firstScreens.ts';
import { traditionalCatalogue } from '@config/plugins/traditionalChinese.ts';
import type { Salary } from '@/dicts/salary.ts';
import { formatSalary } from '@/dicts/salaryFormat.ts';
import enUS from '@/locales/en-US/index.ts';
import type { MessageId } from '@/locales/types.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { STARTUP_PAGE_ID } from '../layouts/startupFrame.ts';
import { formatWith, JOB_PREVIEW_ATTRIBUTE, JOB_PREVIEW_FORMATS, showJobPreview } from './jobPreview.ts';

const BUNDLES: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': traditionalCatalogue() };

const SALARIES: Salary[] = [
  { min: 16000, max: 19500, unit: 'month', months: 15 },
  { min: 8000, max: 12000, unit: 'month', months: 12 },
  { min: 25000, max: 25000, unit: 'month', months: 13 },
  { min: 150, max: 220, unit: 'day', months: 12 },
  { min: 28, max: 28, unit: 'hour', months: 12 },
];

const OPEN_JOB = { title: '安全运维工程师', status: 'open', locked: false, salary: SALARIES[0] } as const;

/** index.html's preview of /jobdetail in `bundle`, as the built page has it in #startup-page. */
function mountPreview(bundle = 'zh-CN') {
  const messages = BUNDLES[bundle];
  const text: Text = (id) => messages[id];
  const page = document.createElement('div');
  page.id = STARTUP_PAGE_ID;
  page.innerHTML = FIRST_SCREENS['/jobdetail'](text);
  document.body.append(page);
  return page.querySelector<HTMLElement>(`[${JOB_PREVIEW_ATTRIBUTE}]`)!;
}

afterEach(() => document.getElementById(STARTUP_PAGE_ID)?.remove());

describe("the job page's first screen", () => {
  it('starts with its heading and a hidden, empty header card', () => {
    const card = mountPreview();
    expect(document.querySelector(`#${STARTUP_PAGE_ID} h1`)?.textContent).toBe(zhCN['menu.jobdetail']);
    expect(card.hidden).toBe(true);
    expect(card.querySelector('.job-detail-title')?.textContent).toBe('');
  });

  for (const bundle of Object.keys(BUNDLES)) {
    it(`shows an open job's title, status and pay as the page will (${bundle})`, () => {
      const intl = createIntl({ locale: bundle, messages: BUNDLES[bundle] });
      const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
      for (const salary of SALARIES) {
        const card = mountPreview(bundle);
        showJobPreview({ ...OPEN_JOB, salary });
        expect(card.hidden).toBe(false);
        expect(card.querySelector('.job-detail-title')?.textContent).toBe(OPEN_JOB.title);
        expect(card.querySelector('.job-detail-status')?.textContent).toBe(t('dict.jobStatus.open'));
        expect(card.querySelector('.job-detail-salary')?.textContent).toBe(formatSalary(salary, t));
        document.getElementById(STARTUP_PAGE_ID)?.remove();
      }
    });
  }

  it("puts the job's title in as text, never as markup", () => {
    const card = mountPreview();
    showJobPreview({ ...OPEN_JOB, title: '<img src=x onerror=alert(1)>运维' });
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.job-detail-title')?.textContent).toBe('<img src=x onerror=alert(1)>运维');
  });

  it('leaves a closed, expired or locked job to the page (its header opens with a banner), and a missing one', () => {
    for (const job of [{ ...OPEN_JOB, status: 'closed' as const }, { ...OPEN_JOB, status: 'expired' as const }, { ...OPEN_JOB, locked: true }, undefined]) {
      const card = mountPreview();
      showJobPreview(job);
      expect(card.hidden).toBe(true);
      expect(card.querySelector('.job-detail-title')?.textContent).toBe('');
      document.getElementById(STARTUP_PAGE_ID)?.remove();
    }
  });

  it('does nothing once the page has replaced the preview', () => {
    expect(() => showJobPreview(OPEN_JOB)).not.toThrow();
  });

  it('carries only plain substitutions, which its formatter reads as react-intl does', () => {
    for (const messages of Object.values(BUNDLES)) {
      for (const id of JOB_PREVIEW_FORMATS) expect(messages[id], id).not.toMatch(/[{,]\s*(plural|select|number)|'/);
    }
    expect(formatWith({ 'dict.salaryFormat.month': '{range}K' })('dict.salaryFormat.month', { range: '8-12' })).toBe('8-12K');
    expect(() => formatWith({})('dict.salaryFormat.day', { range: '1' })).toThrow();
  });
});
