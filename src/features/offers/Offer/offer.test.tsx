import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationStatusTag, ApplicationTimeline } from '@/components/ApplicationStatus/index.tsx';
import type { OfferView } from '@/contract/offer.ts';
import type { Application } from '@/contract/seeker.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

/** Issue 26, item 7: an offer shows its terms and where it stands in each side's words; the seeker answers it. */
const answerOffer = vi.hoisted(() => vi.fn<(id: string, accept: boolean) => Promise<Application>>());
const confirmHire = vi.hoisted(() => vi.fn<(id: string, confirm: boolean) => Promise<Application>>());
vi.mock('@/services/offers.ts', () => ({ answerOffer, confirmHire }));
const { default: OfferTerms } = await import('./OfferTerms.tsx');
const { default: SeekerOfferActions } = await import('./SeekerOfferActions.tsx');

const wrap = appWrapper();

const offer = (over: Partial<OfferView> = {}): OfferView => ({
  id: 'of-1',
  monthlyPay: 22000,
  months: 14,
  startDate: '2026-12-07',
  place: '杭州市西湖区文三路 90 号',
  expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  note: null,
  status: 'pending',
  sentAt: new Date().toISOString(),
  answeredAt: null,
  hireMarkedAt: null,
  hireConfirmedAt: null,
  ...over,
});

const application = (o: OfferView): Application =>
  ({
    id: 'ap-1',
    status: 'offered',
    job: { title: '前端开发工程师' },
    history: [],
    offer: o,
    rejectReason: null,
    interviewAt: null,
    interviewResponse: null,
  }) as unknown as Application;

beforeEach(() => {
  answerOffer.mockReset();
  confirmHire.mockReset();
});
afterEach(cleanup);

describe('an offer as each side reads it', () => {
  it('shows pay × months, start, place and deadline, with the stage in the reader’s words', () => {
    render(
      <>
        <OfferTerms offer={offer()} side="seeker" label="seeker" />
        <OfferTerms offer={offer({ status: 'accepted' })} side="recruiter" label="recruiter" />
      </>,
      { wrapper: wrap },
    );
    const seeker = screen.getByRole('region', { name: 'seeker' });
    expect(seeker.textContent).toContain('22,000 元 × 14 薪');
    expect(seeker.textContent).toContain('杭州市西湖区文三路 90 号');
    expect(within(seeker).getByTestId('offer-stage').textContent).toBe(zhCN['offer.seeker.pending']);
    expect(within(screen.getByRole('region', { name: 'recruiter' })).getByTestId('offer-stage').textContent).toBe('候选人已接受');
  });

  it('a waiting offer past its deadline reads as expired (a chat card carries no clock)', () => {
    render(<OfferTerms offer={offer({ expiresAt: new Date(Date.now() - 1000).toISOString() })} side="seeker" />, { wrapper: wrap });
    expect(screen.getByTestId('offer-stage').textContent).toBe(zhCN['offer.seeker.expired']);
  });

  it("the company's timeline and tag are in the company's words, the seeker's in the seeker's", () => {
    const history = [
      { status: 'interviewing' as const, at: '2026-11-20T02:00:00Z' },
      { status: 'offered' as const, at: '2026-11-21T02:00:00Z' },
      { status: 'offered' as const, at: '2026-11-22T02:00:00Z', event: 'offerAccepted' as const },
    ];
    render(
      <>
        <ApplicationTimeline id="r" label="recruiter" side="recruiter" history={history} />
        <ApplicationTimeline id="s" label="seeker" side="seeker" history={history} />
        <ApplicationStatusTag status="offered" side="seeker" />
      </>,
      { wrapper: wrap },
    );
    const recruiter = document.getElementById('r')!.textContent!;
    expect(recruiter).toContain('已发 offer');
    expect(recruiter).toContain('候选人已接受 offer');
    expect(recruiter).not.toContain('收到录用通知');
    const seeker = document.getElementById('s')!.textContent!;
    expect(seeker).toContain('收到录用通知');
    expect(seeker).toContain('你接受了 offer');
    expect(screen.getByText('收到 offer')).toBeTruthy();
  });
});

describe("the seeker's answers on /percenter", () => {
  it('accepts a waiting offer; declining asks first', async () => {
    const onChanged = vi.fn();
    answerOffer.mockResolvedValue(application(offer({ status: 'accepted' })));
    render(<SeekerOfferActions application={application(offer())} onChanged={onChanged} />, { wrapper: wrap });
    const group = screen.getByRole('group', { name: '答复「前端开发工程师」的 offer' });
    await act(async () => {
      fireEvent.click(within(group).getByRole('button', { name: zhCN['offer.accept'] }));
    });
    expect(answerOffer).toHaveBeenCalledWith('ap-1', true, expect.anything());
    expect(onChanged).toHaveBeenCalled();
    fireEvent.click(within(group).getByRole('button', { name: zhCN['offer.decline'] }));
    expect(await screen.findByText(zhCN['offer.declineConfirm'])).toBeTruthy();
  });

  it('offers nothing to answer on an expired offer; confirms a marked hire', async () => {
    const { unmount } = render(
      <SeekerOfferActions application={application(offer({ expiresAt: new Date(Date.now() - 1000).toISOString() }))} onChanged={vi.fn()} />,
      { wrapper: wrap },
    );
    expect(screen.queryByRole('group')).toBeNull();
    unmount();
    confirmHire.mockResolvedValue(application(offer({ status: 'accepted' })));
    render(<SeekerOfferActions application={application(offer({ status: 'accepted', hireMarkedAt: new Date().toISOString() }))} onChanged={vi.fn()} />, {
      wrapper: wrap,
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: zhCN['offer.hire.confirm'] }));
    });
    expect(confirmHire).toHaveBeenCalledWith('ap-1', true, expect.anything());
  });
});
