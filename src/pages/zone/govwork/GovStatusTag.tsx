import { Tag } from 'antd';
import type { GovRegistrationStatus } from '@/dicts/zone.ts';
import { govRegistrationDict } from '@/dicts/zone.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { T } from '@/locales/useT.tsx';

const COLORS: Record<GovRegistrationStatus, string> = { upcoming: 'gold', open: 'green', closed: 'default' };

/** 即将报名 / 正在报名 / 报名结束. */
export default function GovStatusTag({ status }: { status: GovRegistrationStatus }) {
  return (
    <Tag color={COLORS[status]} data-testid="gov-status">
      <T id={labelIdOf(govRegistrationDict, status, 'shared.unknown')} />
    </Tag>
  );
}
