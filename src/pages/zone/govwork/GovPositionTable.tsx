import { Checkbox, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { EligibilityCriterion, GovPosition, PositionEligibility } from '@/contract/gov.ts';
import { educationDict } from '@/dicts/job.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { degreeDict, politicalRequirementDict } from '@/dicts/zone.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT, type Translate } from '@/locales/useT.tsx';
import { failedCriteria, searchPositions } from './govQuery.ts';

interface GovPositionTableProps {
  positions: GovPosition[];
  /** Per-position verdicts of the last "can I apply?" check, by position code. */
  verdicts?: ReadonlyMap<string, PositionEligibility>;
}

/** Why a position is closed to the candidate, in the position's own terms. */
function reason(criterion: EligibilityCriterion, p: GovPosition, t: Translate): string {
  const messages: Record<EligibilityCriterion, [MessageId, Record<string, string | number>?]> = {
    education: ['zone.gov.reason.education', { level: t(labelIdOf(educationDict, p.education, 'shared.unknown')) }],
    degree: ['zone.gov.reason.degree', { degree: t(labelIdOf(degreeDict, p.degree, 'shared.unknown')) }],
    major: ['zone.gov.reason.major'],
    political: ['zone.gov.reason.political', { political: t(labelIdOf(politicalRequirementDict, p.political, 'shared.unknown')) }],
    grassroots: ['zone.gov.reason.grassroots', { years: p.grassrootsYears }],
    project: ['zone.gov.reason.project'],
  };
  const [id, values] = messages[criterion];
  return t(id, values);
}

/** The 岗位表: searchable by position, department, major or code; with verdicts once the check has run. */
export default function GovPositionTable({ positions, verdicts }: GovPositionTableProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [onlyEligible, setOnlyEligible] = useState(false);

  const rows = useMemo(() => {
    const found = searchPositions(positions, search);
    return verdicts && onlyEligible ? found.filter((p) => verdicts.get(p.code)?.eligible) : found;
  }, [positions, search, verdicts, onlyEligible]);

  const columns: ColumnsType<GovPosition> = [
    { title: t('zone.gov.col.code'), dataIndex: 'code', width: 110 },
    { title: t('zone.gov.col.department'), dataIndex: 'department', width: 200 },
    { title: t('zone.gov.col.name'), dataIndex: 'name', width: 150 },
    { title: t('zone.gov.col.headcount'), dataIndex: 'headcount', width: 80, align: 'right' },
    { title: t('zone.gov.col.majors'), dataIndex: 'majorText', width: 180 },
    {
      title: t('zone.gov.col.education'),
      dataIndex: 'education',
      width: 110,
      render: (value: GovPosition['education']) => t('zone.gov.orAbove', { level: t(labelIdOf(educationDict, value, 'shared.unknown')) }),
    },
    { title: t('zone.gov.col.degree'), dataIndex: 'degree', width: 80, render: (value: string) => t(labelIdOf(degreeDict, value, 'shared.unknown')) },
    {
      title: t('zone.gov.col.political'),
      dataIndex: 'political',
      width: 130,
      render: (value: string) => t(labelIdOf(politicalRequirementDict, value, 'shared.unknown')),
    },
    {
      title: t('zone.gov.col.grassrootsYears'),
      dataIndex: 'grassrootsYears',
      width: 110,
      render: (years: number) => (years ? t('zone.gov.years', { years }) : t('zone.gov.none')),
    },
    { title: t('zone.gov.col.project'), dataIndex: 'grassrootsProject', width: 110, render: (limited: boolean) => t(limited ? 'zone.gov.yes' : 'zone.gov.no') },
    { title: t('zone.gov.col.interviewRatio'), dataIndex: 'interviewRatio', width: 90 },
    { title: t('zone.gov.col.workplace'), dataIndex: 'workplace', width: 150 },
    { title: t('zone.gov.col.settlePlace'), dataIndex: 'settlePlace', width: 100 },
    { title: t('zone.gov.col.notes'), dataIndex: 'notes', width: 200 },
  ];
  if (verdicts) {
    columns.unshift({
      title: t('zone.gov.col.eligible'),
      key: 'eligible',
      width: 180,
      fixed: 'left',
      render: (_: unknown, p: GovPosition) => {
        const verdict = verdicts.get(p.code);
        if (!verdict) return null;
        if (verdict.eligible) {
          return (
            <Tag color="green" data-testid="gov-eligible">
              <T id="zone.gov.eligible" />
            </Tag>
          );
        }
        return (
          <div data-testid="gov-ineligible">
            <Tag color="red">
              <T id="zone.gov.ineligible" />
            </Tag>
            <ul className="gov-reasons">
              {failedCriteria(verdict).map((c) => (
                <li key={c}>{reason(c, p, t)}</li>
              ))}
            </ul>
          </div>
        );
      },
    });
  }

  return (
    <>
      <div className="gov-table-tools">
        <Input.Search
          aria-label={t('zone.gov.positionSearch')}
          placeholder={t('zone.gov.positionSearch.placeholder')}
          allowClear
          style={{ maxWidth: 360 }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {verdicts && (
          <Checkbox checked={onlyEligible} onChange={(e) => setOnlyEligible(e.target.checked)}>
            <T id="zone.gov.onlyEligible" />
          </Checkbox>
        )}
        <span className="gov-table-count" role="status">
          <T id="zone.gov.positionCount" values={{ shown: rows.length, total: positions.length }} />
        </span>
      </div>
      <div data-testid="gov-positions">
        <Table<GovPosition>
          rowKey="code"
          size="small"
          columns={columns}
          dataSource={rows}
          scroll={{ x: 1900 }}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: t('zone.gov.positionSearch.empty') }}
        />
      </div>
    </>
  );
}
