import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationInstance } from 'antd/es/notification/interface';
import zhCN from '@/locales/zh-CN/index.ts';
import { markSessionEnded } from '@/services/session.ts';
import { REQUEST_NOTIFICATION_KEY } from './errors.ts';
import { bindNotification, HOLDER_WAIT_MS, showErrorNotification } from './notifier.ts';

function fakeNotification() {
  return { warning: vi.fn(), error: vi.fn() } as unknown as NotificationInstance & { warning: ReturnType<typeof vi.fn> };
}

const staticNotification = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn() }));
vi.mock('antd/es/notification/index.js', () => ({ default: staticNotification }));
const reload = vi.hoisted(() => ({ leaving: false }));
vi.mock('./reload.ts', () => ({ isLeaving: () => reload.leaving, reloadAtRoot: vi.fn(), reloadHere: vi.fn() }));

beforeEach(() => {
  reload.leaving = false;
  sessionStorage.clear();
  bindNotification(null);
  staticNotification.error.mockClear();
});

describe('a failure before the app has bound its notifications', () => {
  it('waits for the holder, so that a later notice with the same key replaces it there', () => {
    showErrorNotification('request-error', '500', 'x');
    const holder = fakeNotification();
    bindNotification(holder);
    expect(holder.error).toHaveBeenCalledWith(expect.objectContaining({ key: 'request-error', message: '500' }));
    showErrorNotification('request-error', '503', 'y');
    expect(holder.error).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'request-error', message: '503' }));
    expect(staticNotification.error).not.toHaveBeenCalled();
  });

  it("falls back to antd's static notification when no holder binds in time", async () => {
    vi.useFakeTimers();
    try {
      showErrorNotification('request-error', '500', 'x');
      vi.advanceTimersByTime(HOLDER_WAIT_MS - 1);
      expect(staticNotification.error).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(staticNotification.error).toHaveBeenCalledWith(expect.objectContaining({ message: '500' })));
    const late = fakeNotification();
    bindNotification(late);
    expect(late.error).not.toHaveBeenCalled();
  });
});

describe('the notice that a session ended', () => {
  it('after a 401: the request notification, titled 401 and saying why, once the app binds its notifications after the reload, then never again', async () => {
    markSessionEnded('expired');
    const first = fakeNotification();
    bindNotification(first);
    await vi.waitFor(() => expect(first.error).toHaveBeenCalledTimes(1));
    // SPEC §8: a failed response's notice is titled with its status code, under the one request key.
    expect(first.error).toHaveBeenCalledWith(
      expect.objectContaining({ key: REQUEST_NOTIFICATION_KEY, message: '401', description: zhCN['account.session.expired.description'] }),
    );
    expect(first.warning).not.toHaveBeenCalled();
    const second = fakeNotification();
    bindNotification(second);
    await new Promise((r) => setTimeout(r, 10));
    expect(second.error).not.toHaveBeenCalled();
  });

  it('is left for the page the reload lands on when the leaving page binds its notifications on its way out', async () => {
    // The 401 came before the app had drawn anything: the reload is under way when the old page binds.
    markSessionEnded('expired');
    reload.leaving = true;
    const leavingPage = fakeNotification();
    bindNotification(leavingPage);
    await new Promise((r) => setTimeout(r, 10));
    expect(leavingPage.error).not.toHaveBeenCalled();
    // The page the reload lands on says it.
    reload.leaving = false;
    const landed = fakeNotification();
    bindNotification(landed);
    await vi.waitFor(() => expect(landed.error).toHaveBeenCalledWith(expect.objectContaining({ message: '401' })));
  });

  it('says when another tab signed out', async () => {
    markSessionEnded('signedOutElsewhere');
    const notifications = fakeNotification();
    bindNotification(notifications);
    await vi.waitFor(() =>
      expect(notifications.warning).toHaveBeenCalledWith(expect.objectContaining({ message: zhCN['account.session.signedOutElsewhere.title'] })),
    );
  });
});
