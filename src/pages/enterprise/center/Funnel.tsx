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
 * scale would hide the later stages), each with its count and its rate from the stage before. The scale is said
 * under the bars; a bar's width is log(n + 1) over log(largest + 1), so bars stay in proportion on that scale, and
 * a stage at zero draws no bar (a sliver would read as "a few"). Plain markup: a list a screen reader reads as it
 * is, and no chart library in the bundle.
 */
export default function Funnel({ funnel }: { funnel: EmployerOverview['funnel'] }) {
  const t = useT();
  const top = Math.log10(Math.max(...STAGES.map(({ key }) => funnel[key])) + 1);
  return (
    <>
      <ol className="center-funnel" aria-label={t('hiring.center.funnel.title')}>
        {STAGES.map(({ key, labelId }, i) => {
          const value = funnel[key];
          const previous = i ? funnel[STAGES[i - 1].key] : null;
          const width = value > 0 ? (Math.log10(value + 1) / top) * 100 : 0;
          return (
            <li key={key} className="center-funnel-stage" data-stage={key}>
              <span className="center-funnel-label">{t(labelId)}</span>
              <span className="center-funnel-track">{width > 0 && <span className="center-funnel-bar" style={{ width: `${width}%` }} />}</span>
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
      <p className="center-hint center-funnel-scale">
        <T id="hiring.center.funnel.logScale" />
      </p>
    </>
  );
}
