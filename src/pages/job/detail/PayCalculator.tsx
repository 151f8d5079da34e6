import { Alert, InputNumber, Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { cityDict, labelIdOf } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { calcYearlyPay, CITY_CODES, CITY_PAYROLL_RULES, type CityCode, type MonthlyPay } from '@/utils/payroll/index.ts';
import { SIMPLIFIED_BASE_CITIES } from './payPrefill.ts';

const MAX_PAY = 10_000_000;
const COLUMNS: ReadonlyArray<[keyof MonthlyPay, MessageId]> = [
  ['gross', 'job.pay.col.gross'],
  ['pension', 'job.pay.col.pension'],
  ['medical', 'job.pay.col.medical'],
  ['unemployment', 'job.pay.col.unemployment'],
  ['housingFund', 'job.pay.col.housingFund'],
  ['tax', 'job.pay.col.tax'],
  ['net', 'job.pay.col.net'],
];

/**
 * 工资计算器: monthly pay and city in; each month's social insurance, housing fund, income tax (cumulative
 * withholding, so tax rises through the year) and take-home pay out. A UI over src/utils/payroll; loaded
 * only when the person opens it.
 */
export default function PayCalculator({ initialPay, initialCity }: { initialPay: number; initialCity: CityCode }) {
  const [pay, setPay] = useState<number | null>(initialPay);
  const [city, setCity] = useState<CityCode>(initialCity);
  const [fundPercent, setFundPercent] = useState<number | null>(null);
  const [special, setSpecial] = useState<number | null>(0);
  const intl = useIntl();
  const t = useT();
  const ids = { pay: useId(), city: useId(), fund: useId(), special: useId() };
  const rule = CITY_PAYROLL_RULES[city];
  const fundRate = (fundPercent ?? rule.housingFundRateDefault * 100) / 100;

  const result = useMemo(() => {
    if (pay === null || pay < 0) return null;
    try {
      return calcYearlyPay({ monthlyGross: pay, city, housingFundRate: fundRate, specialDeductionMonthly: special ?? 0 });
    } catch {
      return null;
    }
  }, [pay, city, fundRate, special]);

  const money = (v: number) => intl.formatNumber(v, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const cityOptions = useMemo(() => CITY_CODES.map((c) => ({ value: c, label: t(labelIdOf(cityDict, c, 'shared.unknown')) })), [t]);

  return (
    <div className="pay-calc" data-testid="pay-calculator">
      <div className="pay-calc-inputs">
        <div className="pay-calc-field">
          <label htmlFor={ids.pay}>
            <T id="job.pay.monthly" />
          </label>
          <InputNumber id={ids.pay} min={0} max={MAX_PAY} step={500} precision={0} value={pay} onChange={setPay} suffix={t('job.pay.yuan')} />
        </div>
        <div className="pay-calc-field">
          <label htmlFor={ids.city}>
            <T id="job.pay.city" />
          </label>
          <Select
            id={ids.city}
            showSearch
            optionFilterProp="label"
            value={city}
            options={cityOptions}
            onChange={(c: CityCode) => {
              setCity(c);
              setFundPercent(null);
            }}
          />
        </div>
        <div className="pay-calc-field">
          <label htmlFor={ids.fund}>
            <T id="job.pay.fundRate" />
          </label>
          <InputNumber
            id={ids.fund}
            min={5}
            max={12}
            step={1}
            precision={0}
            value={fundPercent ?? Math.round(rule.housingFundRateDefault * 100)}
            onChange={setFundPercent}
            suffix="%"
          />
        </div>
        <div className="pay-calc-field">
          <label htmlFor={ids.special}>
            <T id="job.pay.special" />
          </label>
          <InputNumber id={ids.special} min={0} max={100_000} step={500} precision={0} value={special} onChange={setSpecial} suffix={t('job.pay.yuan')} />
        </div>
      </div>

      {result ? (
        <>
          <p className="pay-calc-summary" aria-live="polite">
            <T
              id="job.pay.summary"
              values={{
                first: money(result.months[0].net),
                average: money(result.totals.net / 12),
                tax: money(result.totals.tax),
                net: money(result.totals.net),
              }}
            />
          </p>
          <p className="pay-calc-note">
            <T id="job.pay.bases" values={{ social: money(result.base.social), housing: money(result.base.housing) }} />
          </p>
          <div className="pay-calc-table-wrap">
            <table className="pay-calc-table">
              <caption>
                <T id="job.pay.tableCaption" />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <T id="job.pay.col.month" />
                  </th>
                  {COLUMNS.map(([key, id]) => (
                    <th scope="col" key={key}>
                      <T id={id} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.months.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">
                      <T id="job.pay.monthN" values={{ month: row.month }} />
                    </th>
                    {COLUMNS.map(([key]) => (
                      <td key={key}>{money(row[key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">
                    <T id="job.pay.total" />
                  </th>
                  {COLUMNS.map(([key]) => (
                    <td key={key}>{money(result.totals[key as keyof typeof result.totals])}</td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      ) : (
        <Alert type="warning" showIcon message={<T id="job.pay.invalid" />} />
      )}
      <p className="pay-calc-note">
        <T id="job.pay.disclaimer" />
        {SIMPLIFIED_BASE_CITIES.includes(city) && (
          <>
            {' '}
            <T id="job.pay.simplified" values={{ city: t(labelIdOf(cityDict, city, 'shared.unknown')) }} />
          </>
        )}
      </p>
    </div>
  );
}
