import { BankOutlined, ClockCircleOutlined, FlagOutlined, ReadOutlined, SolutionOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HomeData } from '@/contract/recommend.ts';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';

interface Zone {
  to: string;
  titleId: MessageId;
  icon: ReactNode;
  /** What the count says (jobs, announcements), or none for hourly work. */
  countId?: MessageId;
  count?: number;
}

/** 专区入口: campus hiring, internships, veterans, public-sector exams and hourly work, with what is open in each. */
export default function ZoneEntrances({ zones }: { zones: HomeData['zones'] }) {
  const items: Zone[] = [
    { to: '/graduate', titleId: 'home.zones.graduate', icon: <ReadOutlined />, countId: 'home.zones.jobs', count: zones.graduate },
    { to: '/graduate?tab=internship', titleId: 'home.zones.internship', icon: <SolutionOutlined />, countId: 'home.zones.jobs', count: zones.internship },
    { to: '/veterans', titleId: 'home.zones.veterans', icon: <FlagOutlined />, countId: 'home.zones.jobs', count: zones.veterans },
    { to: '/govwork', titleId: 'home.zones.govwork', icon: <BankOutlined />, countId: 'home.zones.announcements', count: zones.govwork },
    { to: '/hourlyworker', titleId: 'home.zones.hourly', icon: <ClockCircleOutlined /> },
  ];
  return (
    <section className="home-section" aria-labelledby="home-zones-title">
      <h2 id="home-zones-title" className="home-section-title">
        <T id="home.zones.title" />
      </h2>
      <ul className="home-zones">
        {items.map((z) => (
          <li key={z.to}>
            <Link to={z.to} className="home-zone">
              <span className="home-zone-icon" aria-hidden>
                {z.icon}
              </span>
              <span className="home-zone-title">
                <T id={z.titleId} />
              </span>
              <span className="home-zone-count">{z.countId ? <T id={z.countId} values={{ count: z.count ?? 0 }} /> : <T id="home.zones.hourlyHint" />}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
