import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import CertifyFirst, { CERTIFIED_READER, notCertified } from '@/components/CertifyFirst/index.tsx';
import ListFilters from '@/features/search/ListFilters.tsx';
import PositionFilterRow from '@/features/search/PositionFilterRow.tsx';
import ListState, { ClearFiltersButton } from '@/components/ListState/index.tsx';
import { specOf } from '@/contract/filters/define.ts';
import { TALENT_FILTERS } from '@/contract/filters/talent.ts';
import type { TalentCard } from '@/contract/talent.ts';
import { cityDict, educationDict, labelIdOf, salaryBandDict, schoolTierDict, workStatusDict } from '@/dicts/index.ts';
import { useListQuery } from '@/hooks/useListQuery.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { searchTalents } from '@/services/hiring.ts';
import { TalentActions } from './TalentActions.tsx';
import './talentList.css';
import '@/components/RecordList/index.ts';

const talentQuerySpec = specOf(TALENT_FILTERS);

/**
 * /jobhunter: the talent pool. Public resumes only, never those of seekers who blocked this company; each
 * candidate masked like /cv, with what screening needs; the resume opens on /cv (the seeker sees the view).
 * A company not certified yet sees why, and the way to certify, instead.
 */
export default function TalentPoolPage() {
  const talents = useListQuery(talentQuerySpec, { fetch: (params) => searchTalents(params, CERTIFIED_READER), pageSize: 20, scrollOnPage: true });
  const { filters, setFilters, clearFilters, filtered, data, loading } = talents;
  // An uncertified company is shown the way to certify instead of the pool (the API refuses it the pool).
  const refusal = notCertified(talents.error);
  const title = (
    <h1>
      <T id="menu.jobhunter" />
    </h1>
  );
  if (refusal && !loading) {
    return (
      <PageContainer className="talent-page" title={title}>
        <CertifyFirst reason={refusal.message} />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="talent-page" title={title}>
      <ListFilters
        defs={TALENT_FILTERS}
        labelId="hiring.talent.filters"
        value={filters}
        onChange={setFilters}
        custom={{ position: <PositionFilterRow labelId="hiring.talent.position" value={filters} onChange={(patch) => setFilters(patch as typeof filters)} /> }}
      />
      <Alert className="talent-note" type="info" showIcon message={<T id="hiring.talent.privacyNote" />} />
      <section aria-labelledby="talent-results" className="talent-results">
        <h2 id="talent-results" className="talent-total" aria-live="polite">
          {data && !loading ? <T id="hiring.talent.total" values={{ total: data.total }} /> : <T id="job.list.results" />}
        </h2>
        <ListState
          loading={loading}
          error={talents.error}
          empty={!talents.list.length}
          onRetry={talents.refresh}
          emptyId="hiring.talent.empty"
          emptyAction={filtered && <ClearFiltersButton onClick={clearFilters} />}
          paging={talents.paging}
        >
          <ul className="record-list">
            {talents.list.map((card) => (
              <TalentItem
                key={card.id}
                card={card}
                actions={
                  <TalentActions
                    card={card}
                    onChange={(patch) => talents.updateItem(card.id, patch)}
                    onDismissed={() => talents.removeItem(card.id)}
                    onRestore={() => talents.restoreItem(card.id)}
                  />
                }
              />
            ))}
          </ul>
        </ListState>
      </section>
    </PageContainer>
  );
}

function TalentItem({ card, actions }: { card: TalentCard; actions: React.ReactNode }) {
  const t = useT();
  const facts = [
    t(`account.gender.${card.gender}`),
    t('hiring.talent.age', { age: card.age }),
    card.years === null ? t('hiring.talent.fresh') : t('hiring.talent.years', { years: card.years }),
    card.education && t(labelIdOf(educationDict, card.education, 'shared.unknown')),
    card.city && t(labelIdOf(cityDict, card.city, 'shared.unknown')),
  ].filter(Boolean);
  return (
    <li className="record-item" data-resume-id={card.resumeId}>
      <div className="record-item-main">
        <div className="record-item-title">
          <span className="talent-name">{card.name}</span>
          <span>{card.title}</span>
          {card.activity && <Tag color={card.activity === 'online' ? 'green' : 'default'}>{t(`dict.activity.${card.activity}`)}</Tag>}
        </div>
        <p className="record-item-meta">{facts.join(' · ')}</p>
        <p className="record-item-meta">
          {[
            card.lastCompany,
            card.school &&
              `${card.school}${card.schoolTier && card.schoolTier !== 'other' ? `（${t(labelIdOf(schoolTierDict, card.schoolTier, 'shared.unknown'))}）` : ''}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className="talent-item-tags">
          <Tag bordered={false}>{t(labelIdOf(workStatusDict, card.workStatus, 'shared.unknown'))}</Tag>
          {card.salary && <Tag bordered={false}>{t('hiring.talent.expects', { salary: t(labelIdOf(salaryBandDict, card.salary, 'shared.unknown')) })}</Tag>}
          {card.skills.map((skill) => (
            <Tag key={skill}>{skill}</Tag>
          ))}
        </div>
      </div>
      <div className="talent-item-side">
        <div className="talent-item-actions" role="group" aria-label={card.name}>
          {actions}
        </div>
        <Link to={paths.resume(card.resumeId)}>
          <T id="hiring.talent.openResume" />
        </Link>
        {card.viewedAt && (
          <span className="record-item-meta">
            <T id="hiring.talent.viewedAt" values={{ date: <BusinessDate value={card.viewedAt} /> }} />
          </span>
        )}
      </div>
    </li>
  );
}
