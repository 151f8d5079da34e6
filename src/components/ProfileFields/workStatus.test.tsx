import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import { SeekerBasicFields } from './index.tsx';

/** Issue 26.18: a fresh graduate is offered 在校 / 应届毕业生 and starts on 应届毕业生; someone who has worked is not. */
afterEach(cleanup);

let form: FormInstance | null = null;
function Basics({ initialValues }: { initialValues?: Record<string, unknown> }) {
  const [instance] = Form.useForm();
  form = instance;
  return (
    <Form form={instance} initialValues={initialValues}>
      <SeekerBasicFields />
    </Form>
  );
}
const open = (initialValues?: Record<string, unknown>) =>
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <Basics initialValues={initialValues} />
    </IntlProvider>,
  );
const choose = async (label: string) => {
  fireEvent.click(screen.getByLabelText(label));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};
const statusLabels = async () => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: zhCN['account.perfect.workStatus'] }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
};

describe('the seeking status of the basics', { timeout: 60_000 }, () => {
  it('a fresh graduate starts on 应届毕业生, with 在校-寻找实习 offered first', async () => {
    open();
    await choose(zhCN['profile.experience.graduate']);
    expect(form!.getFieldValue('workStatus')).toBe('graduate');
    expect((await statusLabels()).slice(0, 2)).toEqual([zhCN['dict.workStatus.student'], zhCN['dict.workStatus.graduate']]);
  });

  it('someone who has worked is not offered them, and a status they no longer fit is cleared', async () => {
    open({ freshGraduate: true, workStatus: 'student' });
    await choose(zhCN['profile.experience.working']);
    expect(form!.getFieldValue('workStatus')).toBeUndefined();
    const labels = await statusLabels();
    expect(labels).not.toContain(zhCN['dict.workStatus.student']);
    expect(labels).not.toContain(zhCN['dict.workStatus.graduate']);
    expect(labels).toContain(zhCN['dict.workStatus.month']);
  });

  it('a seeker’s own choice is kept', async () => {
    open({ freshGraduate: true, workStatus: 'leaving' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(form!.getFieldValue('workStatus')).toBe('leaving');
  });
});
