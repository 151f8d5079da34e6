import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useState } from 'react';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { Membership } from '@/contract/membership.ts';
import { findOption, quotaKindDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';
import { formatServerMessage } from '@/utils/serverText.ts';

/** 使用记录: every grant and use of a quota, newest first (the latest hundred). */
/** Rows shown before "show all": the recent ones are what a recruiter checks. */
const FIRST_ROWS = 12;

export default function UsageLog({ membership }: { membership: Membership }) {
  const t = useT();
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const rows = all ? membership.usage : membership.usage.slice(0, FIRST_ROWS);
  if (!membership.usage.length) {
    return (
      <p className="vip-empty">
        <T id="hiring.vip.usage.empty" />
      </p>
    );
  }
  return (
    <>
      <table className="vip-usage">
        <caption className="visually-hidden">
          <T id="hiring.vip.usage.title" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <T id="hiring.vip.usage.at" />
            </th>
            <th scope="col">
              <T id="hiring.vip.usage.kind" />
            </th>
            <th scope="col">
              <T id="hiring.vip.usage.delta" />
            </th>
            <th scope="col">
              <T id="hiring.vip.usage.note" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u, i) => (
            <tr key={`${u.at}-${i}`}>
              <td>
                <BusinessDate value={u.at} form="dateTime" />
              </td>
              <td>{t(findOption(quotaKindDict, u.kind)!.labelId)}</td>
              <td className={u.delta > 0 ? 'vip-usage-plus' : undefined}>{u.delta > 0 ? `+${u.delta}` : u.delta}</td>
              <td>{formatServerMessage(intl, u.message, u.note)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!all && membership.usage.length > FIRST_ROWS && (
        <Button type="link" onClick={() => setAll(true)}>
          <T id="hiring.vip.usage.all" values={{ count: membership.usage.length }} />
        </Button>
      )}
    </>
  );
}
