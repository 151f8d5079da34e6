import { Card, Steps } from 'antd';
import { Link } from 'react-router-dom';
import type { EmployerOverview } from '@/contract/employerOverview.ts';
import { POSITION_TAB_VALUES } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';

type StepState = 'finish' | 'process' | 'wait' | 'error';
export interface StartStep {
  key: 'page' | 'certify' | 'post';
  status: StepState;
  /** What the step says about where it stands. */
  noteId: MessageId;
  /** Where the step is taken; none while an earlier step is open or it is done (or not this account's to take). */
  to: string | null;
}

/**
 * Where a new company stands on its way in: the company page, certification, the first post (README, "a new
 * employer"). Each step is done, being reviewed, refused or next; the first open step is the one to take now.
 * Computed from the employer overview alone, so the guide needs no call that a company without a page would fail.
 */
export function startSteps(data: EmployerOverview, canEditCompany: boolean): StartStep[] {
  const hasPage = data.company.id !== '';
  const cert = data.certification.status;
  const certified = cert === 'verified' || cert === 'recheckDue';
  const posted = POSITION_TAB_VALUES.some((s) => s !== 'draft' && data.jobsByStatus[s] > 0);
  const page: StartStep = hasPage
    ? { key: 'page', status: 'finish', noteId: 'hiring.start.page.done', to: null }
    : {
        key: 'page',
        status: 'process',
        noteId: canEditCompany ? 'hiring.start.page.todo' : 'hiring.start.askMain',
        to: canEditCompany ? '/companyInformation' : null,
      };
  const certify: StartStep = certified
    ? { key: 'certify', status: 'finish', noteId: 'hiring.start.certify.done', to: null }
    : !hasPage
      ? { key: 'certify', status: 'wait', noteId: 'hiring.start.certify.afterPage', to: null }
      : cert === 'pending'
        ? { key: 'certify', status: 'process', noteId: 'hiring.start.certify.pending', to: null }
        : {
            key: 'certify',
            status: cert === 'rejected' ? 'error' : 'process',
            noteId: !canEditCompany ? 'hiring.start.askMain' : cert === 'rejected' ? 'hiring.start.certify.rejected' : 'hiring.start.certify.todo',
            to: canEditCompany ? '/companyInformation' : null,
          };
  const post: StartStep = posted
    ? { key: 'post', status: 'finish', noteId: 'hiring.start.post.done', to: null }
    : certified
      ? { key: 'post', status: 'process', noteId: 'hiring.start.post.todo', to: '/position?edit=new' }
      : { key: 'post', status: 'wait', noteId: 'hiring.start.post.afterCertify', to: null };
  return [page, certify, post];
}

const TITLES: Record<StartStep['key'], MessageId> = { page: 'hiring.start.page', certify: 'hiring.start.certify', post: 'hiring.start.post' };
const ACTIONS: Record<StartStep['key'], MessageId> = { page: 'hiring.start.page.go', certify: 'hiring.start.certify.go', post: 'hiring.start.post.go' };

/** The guided start on /enterprisecenter, shown until the company has its page, its certification and a post. */
export default function GettingStarted({ steps }: { steps: StartStep[] }) {
  const t = useT();
  const current = steps.findIndex((s) => s.status !== 'finish');
  return (
    <Card title={<T id="hiring.start.title" />} className="center-start" data-testid="getting-started">
      <Steps
        current={current}
        items={steps.map((s) => ({
          status: s.status,
          title: t(TITLES[s.key]),
          description: (
            <span data-testid={`start-${s.key}`} data-status={s.status}>
              {t(s.noteId)}
              {s.to && (
                <>
                  {' '}
                  <Link to={s.to}>{t(ACTIONS[s.key])}</Link>
                </>
              )}
            </span>
          ),
        }))}
      />
    </Card>
  );
}
