import { ConfigProvider, Steps } from 'antd';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { GovTimelineStage } from '@/contract/gov.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { govStageDict } from '@/dicts/zone.ts';
import { T } from '@/locales/useT.tsx';
import { businessDay } from '@/utils/format.ts';

/** Compared in Beijing time, the one the dates are shown in. */
const sameDay = (a: string, b: string) => businessDay(a) === businessDay(b);

const STEP_STATUS = { done: 'finish', current: 'process', upcoming: 'wait' } as const;

/** 报名 → … → 公示 with dates; the stage under way now is highlighted (and named for screen readers). */
export default function GovTimeline({ stages }: { stages: GovTimelineStage[] }) {
  return (
    // Ten stages fit one row on a desktop with narrower labels than antd's default.
    <ConfigProvider theme={{ components: { Steps: { descriptionMaxWidth: 92 } } }}>
      <Steps
        className="gov-timeline"
        size="small"
        labelPlacement="vertical"
        progressDot
        items={stages.map((s) => ({
          status: STEP_STATUS[s.state],
          title: (
            <span aria-current={s.state === 'current' ? 'step' : undefined}>
              <T id={labelIdOf(govStageDict, s.stage, 'shared.unknown')} />
              {s.state === 'current' && (
                <span className="gov-timeline-now">
                  <T id="zone.gov.timeline.now" />
                </span>
              )}
            </span>
          ),
          description: (
            <span className="gov-timeline-date">
              <BusinessDate value={s.start} form="monthDay" />
              {s.end && !sameDay(s.start, s.end) && (
                <>
                  {' – '}
                  <BusinessDate value={s.end} form="monthDay" />
                </>
              )}
            </span>
          ),
        }))}
      />
    </ConfigProvider>
  );
}
