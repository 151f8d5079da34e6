import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Button, Flex, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import InterviewInvite from '@/features/interviews/InterviewInvite/index.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { InterviewView } from '@/contract/interview.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useLiveRefresh } from '@/features/chat/live/useLiveRefresh.ts';
import { T, useT } from '@/locales/useT.tsx';
import { checkInInterview, markNoShow, queryInterviews } from '@/services/hiring.ts';
import { MonthView, WeekView } from './CalendarViews.tsx';
import { CancelDialog, FeedbackDialog, RescheduleDialog } from './InterviewDialogs.tsx';
import OfferDialog from '@/features/offers/Offer/OfferDialog.tsx';
import InterviewItem, { type InterviewAction } from './InterviewItem.tsx';
import '@/components/RecordList/index.ts';
import './interview.css';

const VIEWS = ['list', 'week', 'month'] as const;
type View = (typeof VIEWS)[number];

/** The span each view reads: the list shows the past month and everything ahead. */
function spanOf(view: View, date: Dayjs): { from?: string; to?: string } {
  if (view === 'list') return {};
  const start = view === 'week' ? date.subtract((date.day() + 6) % 7, 'day').startOf('day') : date.startOf('month').subtract(7, 'day');
  const end = view === 'week' ? start.add(7, 'day') : date.endOf('month').add(7, 'day');
  return { from: start.toISOString(), to: end.toISOString() };
}

/**
 * /interview: the company's interviews as a list (coming first, then the past month) or a calendar by week or
 * month; the view and the date are in the URL. Each interview offers what its state allows: check in, no-show,
 * feedback with a score, a new time, cancel; after a pass, the next round or the offer.
 */
export default function InterviewPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'list';
  const parsed = dayjs(params.get('date') ?? '', 'YYYY-MM-DD', true);
  const date = parsed.isValid() ? parsed : dayjs();
  const span = spanOf(view, date);
  const request = useApiRequest(() => queryInterviews(span), { refreshDeps: [span.from, span.to] });
  // A candidate's answer (from the chat card or /percenter) arrives on the stream as the card's update and a
  // notice: the list follows it without a reload (issue 26.24), quietly.
  useLiveRefresh(
    (event) =>
      (event.type === 'update' && event.message.card?.type === 'interview') ||
      (event.type === 'notification' && (event.notification.category === 'replies' || event.notification.category === 'interviews')),
    () =>
      void queryInterviews(span).then(
        (list) => request.mutate(list),
        () => undefined,
      ),
  );
  const [dialog, setDialog] = useState<{ action: InterviewAction; interview: InterviewView } | null>(null);
  const now = Date.now();
  const go = (next: { view?: View; date?: Dayjs }) => setParams({ view: next.view ?? view, date: (next.date ?? date).format('YYYY-MM-DD') }, { replace: true });
  const list = request.data ?? [];
  const coming = list.filter((i) => Date.parse(i.at) >= now - 3 * 3_600_000);
  const past = list.filter((i) => !coming.includes(i)).reverse();
  const done = () => {
    setDialog(null);
    request.refresh();
  };

  const act = (action: InterviewAction, interview: InterviewView) => {
    if (action === 'checkin' || action === 'noshow') {
      void (action === 'checkin' ? checkInInterview(interview.id) : markNoShow(interview.id)).then(done, done);
    } else setDialog({ action, interview });
  };

  const items = (shown: InterviewView[]) => (
    <ul className="record-list">
      {shown.map((i) => (
        <InterviewItem key={i.id} interview={i} now={now} onAction={act} />
      ))}
    </ul>
  );

  return (
    <PageContainer
      className="interview-page"
      title={
        <h1>
          <T id="menu.interview" />
        </h1>
      }
    >
      <div className="interview-panel">
        <Flex justify="space-between" align="center" wrap gap={12} className="interview-toolbar">
          <Radio.Group value={view} onChange={(e) => go({ view: e.target.value as View })} optionType="button" aria-label={t('hiring.interview.views')}>
            {VIEWS.map((v) => (
              <Radio.Button key={v} value={v}>
                {t(`hiring.interview.view.${v}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
          {view === 'week' && (
            <Flex gap={8} align="center">
              <Button icon={<LeftOutlined />} aria-label={t('hiring.interview.prevWeek')} onClick={() => go({ date: date.subtract(7, 'day') })} />
              <Button onClick={() => go({ date: dayjs() })}>
                <T id="hiring.interview.thisWeek" />
              </Button>
              <Button icon={<RightOutlined />} aria-label={t('hiring.interview.nextWeek')} onClick={() => go({ date: date.add(7, 'day') })} />
            </Flex>
          )}
        </Flex>
        <ListState
          loading={request.loading}
          error={request.error}
          empty={view === 'list' && !list.length}
          onRetry={request.refresh}
          emptyId="hiring.interview.empty"
        >
          {view === 'list' && (
            <>
              <h2 className="interview-heading">
                <T id="hiring.interview.coming" values={{ count: coming.length }} />
              </h2>
              {coming.length ? items(coming) : <p className="interview-free">{t('hiring.interview.noneComing')}</p>}
              {past.length > 0 && (
                <>
                  <h2 className="interview-heading">
                    <T id="hiring.interview.past" />
                  </h2>
                  {items(past)}
                </>
              )}
            </>
          )}
          {view === 'week' && <WeekView interviews={list} date={date} />}
          {view === 'month' && <MonthView interviews={list} date={date} onDate={(d) => go({ date: d })} onWeek={(d) => go({ view: 'week', date: d })} />}
        </ListState>
      </div>
      {dialog?.action === 'feedback' && <FeedbackDialog interview={dialog.interview} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.action === 'reschedule' && <RescheduleDialog interview={dialog.interview} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.action === 'cancel' && <CancelDialog interview={dialog.interview} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.action === 'offer' && (
        <OfferDialog
          applicationId={dialog.interview.applicationId}
          candidateName={dialog.interview.candidate.name}
          onClose={() => setDialog(null)}
          onSent={done}
        />
      )}
      {dialog?.action === 'nextRound' && (
        <InterviewInvite applicationId={dialog.interview.applicationId} round={dialog.interview.round + 1} onClose={() => setDialog(null)} onInvited={done} />
      )}
    </PageContainer>
  );
}
