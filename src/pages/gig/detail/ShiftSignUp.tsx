import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Checkbox } from 'antd';
import { GIG_ERROR_CODES } from '@/contract/gigValues.ts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import GigTag from '@/components/GigCard/GigTag.tsx';
import type { GigDetail, GigOrderView, GigShiftView } from '@/contract/gig.ts';
import { RESUME_PARAM, useResumeAction } from '@/hooks/useResumeAction.ts';
import { useOffersSeekerActions, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T } from '@/locales/useT.tsx';
import { signUpForShifts } from '@/services/gigSearch.ts';
import { formatBusinessDate } from '@/utils/format.ts';
import { hoursOf, shiftTimes, yuan } from '@/utils/gigFormat.ts';
import { refusalWords, refusedShifts, resumedShiftIds, shiftChoice, signUpAction, type ShiftChoice } from './shiftChoice.ts';

const SignUpConfirm = lazy(() => import('./SignUpConfirm.tsx'));
const GigProfileDialog = lazy(() => import('./GigProfileDialog.tsx'));

/** How often the page re-reads the clock for deadlines passing while it is open. */
const CLOCK_MS = 30_000;

/**
 * 班次与报名: every shift with its hours, pay, places and sign-up deadline; the ones the viewer may take are
 * chosen with a checkbox, the others say why not (the API's reason for a signed-in worker, the contract's
 * timing and places for everyone). 报名 asks a visitor to sign in and comes back to the same choice; the API's
 * refusals are shown with their reasons; the cancel rule is said before anything is sent.
 */
export default function ShiftSignUp({ gig, onChanged }: { gig: GigDetail; onChanged: () => void }) {
  const intl = useIntl();
  const offersSeekerActions = useOffersSeekerActions();
  const gate = useSeekerGate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  const choices = useMemo(() => new Map(gig.shifts.map((s) => [s.id, shiftChoice(s, now)])), [gig.shifts, now]);
  const choosableIds = gig.shifts.filter((s) => choices.get(s.id)?.choosable).map((s) => s.id);
  // One shift to take: it is chosen already.
  const [chosen, setChosen] = useState<string[]>(() => (choosableIds.length === 1 ? choosableIds : []));
  const selected = chosen.filter((id) => choices.get(id)?.choosable);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmLoaded, setConfirmLoaded] = useState(false);
  const [signedUp, setSignedUp] = useState<GigOrderView[] | null>(null);
  const [refused, setRefused] = useState<Map<string, string>>(new Map());
  const [profileOpen, setProfileOpen] = useState(false);
  // A worker without a gig profile is refused every shift for it: asked for it here, then the shifts reopen.
  const needsProfile = gig.shifts.some((s) => s.refusal?.code === GIG_ERROR_CODES.profileNeeded);

  const submit = useSubmit((ids: string[], options) => signUpForShifts(gig.id, ids, options), {
    inlineErrors: true,
    onSuccess: (orders) => {
      setSignedUp(orders);
      setConfirmOpen(false);
      setChosen([]);
      onChanged();
    },
    // Nothing was taken (all or none): the refused shifts are named in the dialog, the page reloads their state.
    onError: (error, ids) => {
      setRefused(refusedShifts(error, ids));
      onChanged();
    },
  });

  const openConfirm = (ids: string[]) => {
    setRefused(new Map());
    submit.clearError();
    setConfirmLoaded(true);
    setConfirmOpen(true);
    setChosen(ids);
  };
  const start = () => {
    if (selected.length && gate(signUpAction(selected))) openConfirm(selected);
  };
  // Back from signing in: the same choice, minus what this worker cannot take (each row says why).
  const [params] = useSearchParams();
  const resumeAction = params.get(RESUME_PARAM);
  const resumedIds = resumedShiftIds(resumeAction);
  useResumeAction(resumedIds ? (resumeAction ?? undefined) : undefined, () => {
    const ids = (resumedIds ?? []).filter((id) => choices.get(id)?.choosable);
    if (ids.length) {
      openConfirm(ids);
      return;
    }
    // Kept chosen: once the profile is in, the shifts it opens are ticked again.
    setChosen(resumedIds ?? []);
    if (needsProfile) setProfileOpen(true);
    else document.getElementById('gig-shifts')?.scrollIntoView({ block: 'start' });
  });

  const toggle = (id: string, on: boolean) => {
    setSignedUp(null);
    setChosen((prev) => (on ? [...prev.filter((x) => x !== id), id] : prev.filter((x) => x !== id)));
  };
  const shiftLabel = (shift: GigShiftView) =>
    `${formatBusinessDate(intl, shift.date, 'monthDay')} ${intl.formatDate(Date.parse(shift.startAt), { weekday: 'short', timeZone: 'Asia/Shanghai' })} ${shiftTimes(shift.start, shift.end)}`;

  return (
    <section className="gig-detail-card" aria-labelledby="gig-shifts">
      <h2 id="gig-shifts">
        <T id="gig.detail.shifts" />
      </h2>
      <ul className="gig-shifts">
        {gig.shifts.map((shift) => (
          <ShiftRow
            key={shift.id}
            shift={shift}
            label={shiftLabel(shift)}
            choice={choices.get(shift.id)!}
            checked={selected.includes(shift.id)}
            selectable={offersSeekerActions}
            onToggle={toggle}
          />
        ))}
      </ul>
      {needsProfile && offersSeekerActions && (
        <Alert
          className="gig-detail-signed-up"
          type="info"
          showIcon
          message={<T id="gig.profile.needed" />}
          action={
            <Button size="small" type="primary" onClick={() => setProfileOpen(true)}>
              <T id="gig.profile.open" />
            </Button>
          }
        />
      )}
      {signedUp && (
        <Alert
          className="gig-detail-signed-up"
          type="success"
          showIcon
          role="status"
          message={<T id="gig.signup.done" values={{ count: signedUp.length }} />}
          description={
            <>
              <T id={signedUp.every((o) => o.status === 'hired') ? 'gig.signup.doneHired' : 'gig.signup.doneApplied'} />{' '}
              <Link to="/myodd">
                <T id="gig.signup.myOrders" />
              </Link>
            </>
          }
        />
      )}
      {offersSeekerActions ? (
        <div className="gig-signup-bar">
          <Button type="primary" size="large" disabled={!selected.length} aria-describedby="gig-signup-hint" onClick={start}>
            <T id={selected.length > 1 ? 'gig.signup.buttonMany' : 'gig.signup.button'} values={{ count: selected.length }} />
          </Button>
          <p id="gig-signup-hint" className="gig-detail-muted">
            {choosableIds.length === 0 && !gig.shifts.some((s) => choices.get(s.id)?.mine) ? (
              <T id="gig.signup.noneOpen" />
            ) : !selected.length ? (
              <T id="gig.signup.choose" />
            ) : null}{' '}
            <T id="gig.signup.cancelRule" values={{ hours: gig.cancelRule.freeBeforeHours }} />
          </p>
        </div>
      ) : (
        <p className="gig-detail-muted" data-testid="recruiter-note">
          <T id="gig.detail.employerNote" />
        </p>
      )}
      {profileOpen && (
        <Suspense fallback={null}>
          <GigProfileDialog onDone={onChanged} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
      {confirmLoaded && (
        <Suspense fallback={null}>
          <SignUpConfirm
            open={confirmOpen}
            gig={gig}
            shifts={gig.shifts.filter((s) => chosen.includes(s.id))}
            labelOf={shiftLabel}
            selectable={(id) => !!choices.get(id)?.choosable && !refused.has(id)}
            refused={refused}
            error={submit.error}
            sending={submit.submitting}
            onSend={(ids) => void submit.submit(ids)}
            onClose={() => setConfirmOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

interface ShiftRowProps {
  shift: GigShiftView;
  label: string;
  choice: ShiftChoice;
  checked: boolean;
  selectable: boolean;
  onToggle: (id: string, on: boolean) => void;
}

function ShiftRow({ shift, label, choice, checked, selectable, onToggle }: ShiftRowProps) {
  const intl = useIntl();
  const reasonId = `gig-shift-reason-${shift.id}`;
  const reason = choice.refusal && !choice.mine ? refusalWords(choice.refusal, intl.locale) : null;
  const title = (
    <>
      <span className="gig-shift-when">{label}</span>
      {shift.overnight && (
        <GigTag bordered={false}>
          <T id="dict.gigShiftKind.overnight" />
        </GigTag>
      )}
    </>
  );
  return (
    <li className={`gig-shift${choice.choosable ? '' : ' gig-shift-off'}`} data-testid="gig-shift" data-shift-id={shift.id}>
      <div className="gig-shift-head">
        {selectable ? (
          <Checkbox
            checked={checked}
            disabled={!choice.choosable}
            aria-describedby={reason ? reasonId : undefined}
            onChange={(e) => onToggle(shift.id, e.target.checked)}
          >
            {title}
          </Checkbox>
        ) : (
          <span>{title}</span>
        )}
        {choice.mine && (
          <span className="gig-shift-mine">
            <CheckCircleFilled aria-hidden /> <T id="gig.signup.mine" />
          </span>
        )}
      </div>
      <p className="gig-shift-facts">
        <T id="gig.detail.shiftHours" values={{ hours: hoursOf(shift.paidMinutes), rest: shift.breakMinutes }} />
        {' · '}
        <T id="gig.detail.shiftPay" values={{ amount: yuan(shift.payFen) }} />
        {' · '}
        <T id="gig.card.places" values={{ headcount: shift.headcount, hired: shift.hired }} />
        {shift.applied > 0 && (
          <>
            {' · '}
            <T id="gig.detail.waiting" values={{ count: shift.applied }} />
          </>
        )}
        {' · '}
        <T id="gig.detail.shiftDeadline" values={{ time: formatBusinessDate(intl, shift.signUpDeadline, 'dateTime') }} />
      </p>
      {reason && (
        <p id={reasonId} className="gig-shift-reason">
          {'id' in reason ? <T id={reason.id} /> : reason.text}
        </p>
      )}
    </li>
  );
}
