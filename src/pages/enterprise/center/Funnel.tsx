import type { EmployerOverview } from '@/contract/employerOverview.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';

const STAGES: Array<{ key: keyof EmployerOverview['funnel']; labelId: MessageId }> = [
  { key: 'views', labelId: 'hiring.center.funnel.views' },
  { key: 'conversations', labelId: 'hiring.center.funnel.conversations' },
  { key: 'applications', labelId: 'hiring.center.funnel.applications' },
  { key: 'interviews', labelId: 'hiring.center.funnel.interviews' },
  { key: 'hires', labelId: 'hiring.center.funnel.hires' },
];

/**
 * 招聘漏斗 as bars: one per stage, its width on a log scale (views outnumber hires a thousandfold, so a linear
 * scale would hide the later stages), each with its count and its rate from the stage before. Plain markup: a
 * list a screen reader reads as it is, and no chart library in the bundle.
 */
export default function Funnel({ funnel }: { funnel: EmployerOverview['funnel'] }) {
  const t = useT();
  const top = Math.log10(Math.max(10, funnel.views) + 1);
  return (
    <ol className="center-funnel" aria-label={t('hiring.center.funnel.title')}>
      {STAGES.map(({ key, labelId }, i) => {
        const value = funnel[key];
        const previous = i ? funnel[STAGES[i - 1].key] : null;
        const width = Math.max(6, (Math.log10(value + 1) / top) * 100);
        return (
          <li key={key} className="center-funnel-stage" data-stage={key}>
            <span className="center-funnel-label">{t(labelId)}</span>
            <span className="center-funnel-track">
              <span className="center-funnel-bar" style={{ width: `${width}%` }} />
            </span>
            <span className="center-funnel-value">
              {value}
              {previous ? (
                <span className="center-funnel-rate">
                  {' '}
                  <T id="hiring.center.funnel.rate" values={{ rate: ((value / previous) * 100).toFixed(1) }} />
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
