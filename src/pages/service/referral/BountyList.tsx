import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { BountyJob } from '@/contract/referralValues.ts';
import { cityDict, educationDict, experienceDict, formatSalary, labelIdOf } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { queryBounties } from '@/services/referral.ts';
import { BountyStages } from './BountyStages.tsx';

const PAGE_SIZE = 10;

export interface ReferActions {
  /** null for a visitor: the cards offer sign-in instead. */
  onReferOther: ((job: BountyJob) => void) | null;
  /** Only job seekers refer themselves. */
  onReferSelf: ((job: BountyJob) => void) | null;
  signInPath: string;
  frozen: boolean;
}

/** 悬赏职位: open posts with a bounty, the amount and its stages, paged, with a keyword search. */
export default function BountyList(actions: ReferActions) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const request = useApiRequest(() => queryBounties({ current: page, pageSize: PAGE_SIZE, keyword: keyword || undefined }), { refreshDeps: [page, keyword] });
  const list = request.data?.list ?? [];
  return (
    <section aria-labelledby="referral-bounties-title">
      <h2 id="referral-bounties-title" className="visually-hidden">
        <T id="referral.tab.bounties" />
      </h2>
      <Input.Search
        className="referral-search"
        aria-label={t('referral.search.label')}
        placeholder={t('referral.search.placeholder')}
        allowClear
        enterButton
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <ListState
        loading={request.loading}
        error={request.error}
        empty={!list.length}
        onRetry={request.refresh}
        emptyId="referral.empty.bounties"
        paging={{ result: request.data, page, onPageChange: setPage }}
      >
        <ul className="referral-bounties" aria-busy={request.loading}>
          {list.map((job) => (
            <BountyCard key={job.jobId} job={job} actions={actions} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function BountyCard({ job, actions }: { job: BountyJob; actions: ReferActions }) {
  const t = useT();
  const { onReferOther, onReferSelf, signInPath, frozen } = actions;
  return (
    <li className="referral-card" data-testid="bounty-card">
      <div className="referral-card-main">
        <h3 className="referral-card-title">
          <Link to={paths.jobDetail(job.jobId)}>{job.title}</Link>
        </h3>
        <p className="referral-card-meta">
          <Link to={paths.companyDetail(job.company.id)}>{job.company.name}</Link>
          <span>{t(labelIdOf(cityDict, job.city, 'shared.unknown'))}</span>
          <span className="referral-salary">{formatSalary(job.salary, t)}</span>
          <span>{t(labelIdOf(experienceDict, job.experience, 'shared.unknown'))}</span>
          <span>{t(labelIdOf(educationDict, job.education, 'shared.unknown'))}</span>
        </p>
        <p className="referral-card-expires">
          <T id="referral.bounty.expires" values={{ date: <BusinessDate value={job.expiresAt} /> }} />
        </p>
      </div>
      <div className="referral-card-bounty">
        <span className="referral-card-label">
          <T id="referral.bounty.label" />
        </span>
        <strong className="referral-amount" data-testid="bounty-amount">
          <T id="referral.money" values={{ amount: job.bounty.amount }} />
        </strong>
        <BountyStages stages={job.bounty.stages} />
      </div>
      <div className="referral-card-actions">
        {frozen ? (
          <Button disabled>
            <T id="referral.action.frozen" />
          </Button>
        ) : onReferOther ? (
          <>
            <Button type="primary" onClick={() => onReferOther(job)}>
              <T id="referral.action.referOther" />
            </Button>
            {onReferSelf && (
              <Button onClick={() => onReferSelf(job)}>
                <T id="referral.action.referSelf" />
              </Button>
            )}
          </>
        ) : (
          <Link className="referral-signin" to={signInPath}>
            <T id="referral.action.signIn" />
          </Link>
        )}
      </div>
    </li>
  );
}
