import { Cascader } from 'antd';
import { useMemo } from 'react';
import { cityDict, cityOfDistrict, districtsOf, findOption, districtDict, type DistrictCode } from '@/dicts/index.ts';
import { useT } from '@/locales/useT.tsx';

interface DistrictPickerProps {
  id?: string;
  value?: DistrictCode;
  onChange?: (district: DistrictCode | undefined) => void;
  'aria-label'?: string;
}

/** A form control for a work or office place: city, then district; its value is the district code. */
export default function DistrictPicker({ id, value, onChange, 'aria-label': label }: DistrictPickerProps) {
  const t = useT();
  const options = useMemo(
    () =>
      cityDict.options.map((city) => ({
        value: city.value,
        label: t(city.labelId),
        children: districtsOf(city.value).map((d): { value: string; label: string } => ({ value: d, label: t(findOption(districtDict, d)!.labelId) })),
      })) as Array<{ value: string; label: string; children: Array<{ value: string; label: string }> }>,
    [t],
  );
  return (
    <Cascader
      id={id}
      aria-label={label}
      options={options}
      showSearch
      value={value ? [cityOfDistrict(value) as string, value as string] : undefined}
      onChange={(path) => onChange?.((path?.[1] as DistrictCode | undefined) ?? undefined)}
      placeholder={t('shared.district.placeholder')}
    />
  );
}
