import { Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { jobSearchPath } from '@/components/HomeBlocks/searchPath.ts';
import ListState from '@/components/ListState/index.tsx';
import type { HotJobTab } from '@/contract/recommend.ts';
import { jobCategoryDict, labelIdOf, type CityCode } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import CompactJobCard from './CompactJobCard.tsx';

/** 热招职位: one tab per job category, a grid of its hottest open jobs in the chosen city, and a way to all of them. */
export default function HotJobTabs({ tabs, city }: { tabs: HotJobTab[]; city: CityCode | undefined }) {
  const t = useT();
  return (
    <section className="home-section" aria-labelledby="home-hot-title">
      <h2 id="home-hot-title" className="home-section-title">
        <T id="home.hot.title" />
      </h2>
      <Tabs
        items={tabs.map((tab) => ({
          key: tab.category,
          label: t(labelIdOf(jobCategoryDict, tab.category, 'shared.unknown')),
          children: (
            <>
              <ListState loading={false} empty={tab.jobs.length === 0} emptyId="home.hot.empty">
                <div className="home-job-grid">
                  {tab.jobs.map((job) => (
                    <CompactJobCard key={job.id} job={job} />
                  ))}
                </div>
              </ListState>
              <p className="home-more">
                <Link to={jobSearchPath({ category: [tab.category], city })}>
                  <T id="home.hot.more" values={{ category: t(labelIdOf(jobCategoryDict, tab.category, 'shared.unknown')) }} />
                </Link>
              </p>
            </>
          ),
        }))}
      />
    </section>
  );
}
