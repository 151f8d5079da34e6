import { act, renderHook } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { afterAll, describe, expect, it, vi } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import type { RequestOptions } from '@/services/request/index.ts';
import { RequestError } from '@/services/request/errors.ts';
import { useSubmit } from './useSubmit.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

const wrapper = appWrapper();

// antd's Form debounces its error list with a timer: let the last one fire before jsdom is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

/** Renders a real antd Form with a `name` field, so field errors have somewhere to go. */
function setup<T>(action: (values: { name: string }, options: RequestOptions) => Promise<T>, inlineErrors = false) {
  let form: FormInstance | null = null;
  const hook = renderHook(
    () => {
      const [instance] = Form.useForm();
      form = instance;
      return { form: instance, submit: useSubmit(action, { form: instance, inlineErrors }) };
    },
    {
      wrapper: ({ children }) =>
        wrapper({
          children: (
            <>
              {children}
              <FormHost getForm={() => form} />
            </>
          ),
        }),
    },
  );
  return hook;
}

function FormHost({ getForm }: { getForm: () => FormInstance | null }) {
  const form = getForm();
  if (!form) return null;
  return (
    <Form form={form} initialValues={{ name: 'x' }}>
      <Form.Item name="name">
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('useSubmit', () => {
  it('is busy while the request runs and resolves to the result', async () => {
    let finish: (v: number) => void = () => {};
    const { result } = setup(() => new Promise<number>((resolve) => (finish = resolve)));
    let pending: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => void (pending = result.current.submit.submit({ name: 'a' })));
    expect(result.current.submit.submitting).toBe(true);
    await act(async () => {
      finish(7);
      expect(await pending).toBe(7);
    });
    expect(result.current.submit.submitting).toBe(false);
  });

  it('asks the request module to leave 422 field reasons to the form, and puts them on the named fields', async () => {
    const action = vi.fn((_v: { name: string }, _options: RequestOptions) =>
      Promise.reject(
        new RequestError(422, 'invalid', 'VALIDATION', [
          { field: 'name', message: 'too long' },
          { field: 'other', message: 'bad other' },
        ]),
      ),
    );
    const { result } = setup(action);
    await act(async () => {
      expect(await result.current.submit.submit({ name: 'a' })).toBeUndefined();
    });
    expect(action.mock.calls[0][1]).toEqual({ handlesFieldErrors: true });
    expect(result.current.form.getFieldError('name')).toEqual(['too long']);
    expect(result.current.submit.error).toBe('bad other');
  });

  it('leaves other failures to the request module unless the caller shows refusals inline', async () => {
    const refusal = () => Promise.reject(new RequestError(409, '已投递过该职位', 'ALREADY_APPLIED'));
    const quiet = setup(refusal);
    await act(async () => void (await quiet.result.current.submit.submit({ name: 'a' })));
    expect(quiet.result.current.submit.error).toBeNull();

    const inline = setup(refusal, true);
    await act(async () => void (await inline.result.current.submit.submit({ name: 'a' })));
    expect(inline.result.current.submit.error).toBe('已投递过该职位');
  });

  it('shown inline, a request that could not leave an offline browser says that it needs the network', async () => {
    const noAnswer = () => Promise.reject(new RequestError(0, 'Failed to fetch'));
    const online = setup(noAnswer, true);
    await act(async () => void (await online.result.current.submit.submit({ name: 'a' })));
    expect(online.result.current.submit.error).toBe(zhCN['shared.form.failed']);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const offline = setup(noAnswer, true);
      await act(async () => void (await offline.result.current.submit.submit({ name: 'a' })));
      expect(offline.result.current.submit.error).toBe(zhCN['request.error.offline']);
    } finally {
      onLine.mockRestore();
    }
  });
});
