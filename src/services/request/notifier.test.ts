import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationInstance } from 'antd/es/notification/interface';
import zhCN from '@/locales/zh-CN/index.ts';
import { markSessionEnded } from '@/services/session.ts';
import { bindNotification } from './notifier.ts';

function fakeNotification() {
  return { warning: vi.fn(), error: vi.fn() } as unknown as NotificationInstance & { warning: ReturnType<typeof vi.fn> };
}

beforeEach(() => sessionStorage.clear());

describe('the notice that a session ended', () => {
  it('shows once the app binds its notifications after the reload, then never again', async () => {
    markSessionEnded('expired');
    const first = fakeNotification();
    bindNotification(first);
    await vi.waitFor(() => expect(first.warning).toHaveBeenCalledTimes(1));
    expect(first.warning).toHaveBeenCalledWith(
      expect.objectContaining({ message: zhCN['account.session.expired.title'], description: zhCN['account.session.expired.description'] }),
    );
    const second = fakeNotification();
    bindNotification(second);
    await new Promise((r) => setTimeout(r, 10));
    expect(second.warning).not.toHaveBeenCalled();
  });

  it('says when another tab signed out', async () => {
    markSessionEnded('signedOutElsewhere');
    const notifications = fakeNotification();
    bindNotification(notifications);
    await vi.waitFor(() => expect(notifications.warning).toHaveBeenCalledWith(expect.objectContaining({ message: zhCN['account.session.signedOutElsewhere.title'] })));
  });
});
