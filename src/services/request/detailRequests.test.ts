import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Detail pages (job, company, public-recruitment notice) show their own not-found state for an unknown id, but
 * every other failure still gets the catalogue notification (SPEC §8), and a 401 still signs out.
 */
vi.mock('./notifier.ts', () => ({ showErrorNotification: vi.fn(), bindNotification: vi.fn() }));
vi.mock('./reload.ts', () => ({ reloadAtRoot: vi.fn(), isLeaving: () => false }));

const { showErrorNotification } = await import('./notifier.ts');
const { reloadAtRoot } = await import('./reload.ts');
const { resetUnauthorizedGuard } = await import('./index.ts');
const { getJob } = await import('../job.ts');
const { getCompany } = await import('../company.ts');
const { getAnnouncement } = await import('../zone.ts');

function respond(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, errorCode: 'X', errorMessage: 'no' }), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

beforeEach(() => {
  resetUnauthorizedGuard();
  vi.mocked(showErrorNotification).mockClear();
  vi.mocked(reloadAtRoot).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const fetchers = { getJob, getCompany, getAnnouncement };

describe.each(Object.entries(fetchers))('%s', (_name, fetchDetail) => {
  it('leaves a 404 to the page (its not-found state), without a notification', async () => {
    respond(404);
    await expect(fetchDetail('x1')).rejects.toMatchObject({ status: 404 });
    expect(showErrorNotification).not.toHaveBeenCalled();
  });

  it.each([400, 403, 500, 503])('notifies a %i as the catalogue says', async (status) => {
    respond(status);
    await expect(fetchDetail('x1')).rejects.toMatchObject({ status });
    expect(showErrorNotification).toHaveBeenCalledWith('jucai-request-error', String(status), expect.any(String));
  });

  it('notifies a lost connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchDetail('x1')).rejects.toMatchObject({ status: 0 });
    expect(showErrorNotification).toHaveBeenCalledTimes(1);
  });

  it('signs out on a 401 to a signed-in request', async () => {
    sessionStorage.setItem('token', 't');
    respond(401);
    await fetchDetail('x1').catch(() => undefined);
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
  });
});
