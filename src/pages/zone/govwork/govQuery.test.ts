import { describe, expect, it } from 'vitest';
import type { GovPosition, PositionEligibility } from '@/contract/gov.ts';
import { decodeQuery } from '@/utils/queryCodec.ts';
import { detailSearch, failedCriteria, govQuerySpec, listSearch, REGION_GROUPS, regionFilterLabelId, regionLabelIds, searchPositions } from './govQuery.ts';

describe('govwork URL query', () => {
  it('decodes the API values and drops unknown ones', () => {
    const { value, dropped } = decodeQuery(
      govQuerySpec,
      new URLSearchParams('examType=national,lottery&region=zhejiang&education=bachelor&status=open&keyword=税务&id=g7'),
    );
    expect(value).toEqual({ examType: ['national'], region: 'zhejiang', education: 'bachelor', status: ['open'], keyword: '税务' });
    expect(dropped).toEqual(['examType']);
    expect(decodeQuery(govQuerySpec, new URLSearchParams('region=atlantis&education=any')).dropped).toEqual(['region', 'education']);
  });

  it('opens a detail on top of the list query and goes back to it', () => {
    const list = new URLSearchParams('examType=provincial&status=closed&page=2');
    const detail = detailSearch(list, 'g7');
    expect(detail).toBe('?examType=provincial&status=closed&page=2&id=g7');
    expect(listSearch(new URLSearchParams(detail))).toBe('?examType=provincial&status=closed&page=2');
    expect(listSearch(new URLSearchParams('id=g7'))).toBe('');
  });
});

describe('regions', () => {
  it('names nationwide, provincial and city announcements; a municipality once', () => {
    expect(regionLabelIds({ province: null, city: null })).toEqual(['zone.gov.region.national']);
    expect(regionLabelIds({ province: 'zhejiang', city: null })).toEqual(['dict.province.zhejiang']);
    expect(regionLabelIds({ province: 'zhejiang', city: 'hangzhou' })).toEqual(['dict.province.zhejiang', 'dict.city.hangzhou']);
    expect(regionLabelIds({ province: 'beijing', city: 'beijing' })).toEqual(['dict.province.beijing']);
    expect(regionFilterLabelId('national')).toBe('zone.gov.region.national');
    expect(regionFilterLabelId('hangzhou')).toBe('dict.city.hangzhou');
    expect(regionFilterLabelId('guangdong')).toBe('dict.province.guangdong');
  });

  it('groups cities under their province without repeating a municipality', () => {
    const guangdong = REGION_GROUPS.find((g) => g.province === 'guangdong')!;
    expect(guangdong.cities.map((c) => c.value).sort()).toEqual(['guangzhou', 'shenzhen']);
    expect(REGION_GROUPS.find((g) => g.province === 'beijing')!.cities).toEqual([]);
  });
});

describe('position table', () => {
  const position = (code: string, name: string, department: string, majorText: string) => ({ code, name, department, majorText }) as GovPosition;
  const positions = [
    position('3502001', '英语教师', '思明区实验小学', '英语、翻译'),
    position('3502002', '数学教师', '思明区实验小学', '数学与应用数学'),
    position('1101003', '科员', '海关总署', '不限'),
  ];

  it('searches name, department, majors and code, ignoring case and surrounding spaces', () => {
    expect(searchPositions(positions, ' 英语 ').map((p) => p.code)).toEqual(['3502001']);
    expect(searchPositions(positions, '海关').map((p) => p.code)).toEqual(['1101003']);
    expect(searchPositions(positions, '3502').length).toBe(2);
    expect(searchPositions(positions, '').length).toBe(3);
    expect(searchPositions(positions, '飞行员')).toEqual([]);
  });

  it('lists the failed criteria of a verdict', () => {
    const verdict: PositionEligibility = {
      code: '3502002',
      eligible: false,
      checks: [
        { criterion: 'education', ok: true },
        { criterion: 'major', ok: false },
        { criterion: 'political', ok: false },
      ],
    };
    expect(failedCriteria(verdict)).toEqual(['major', 'political']);
    expect(failedCriteria(undefined)).toEqual([]);
  });
});
