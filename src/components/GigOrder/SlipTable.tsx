import type { GigSlip } from '@/contract/gig.ts';
import BusinessDate from '@/components/BusinessDate.tsx';
import PlainTag from '@/components/PlainTag/index.tsx';
import { T, useT } from '@/locales/useT.tsx';
import { hoursOf, yuan } from './gigOrderValues.ts';
import './gigOrder.css';

/** The itemised settlement slip: each line (hours × rate, overtime, deductions with their reasons) and the totals. */
export default function SlipTable({ slip }: { slip: GigSlip }) {
  const t = useT();
  const quantity = (item: GigSlip['items'][number]) => {
    if (item.quantity === null || item.unit === null) return '';
    return item.unit === 'minute' ? t('gig.slip.hours', { hours: hoursOf(item.quantity) }) : t(`gig.slip.unit.${item.unit}`, { n: item.quantity });
  };
  return (
    <div className="gig-slip">
      <table>
        <caption>
          <T id="gig.slip.title" /> {slip.late && <PlainTag color="red">{t('gig.slip.late')}</PlainTag>}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('gig.slip.item')}</th>
            <th scope="col">{t('gig.slip.quantity')}</th>
            <th scope="col">{t('gig.slip.rate')}</th>
            <th scope="col">{t('gig.slip.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item, i) => (
            <tr key={i}>
              <th scope="row">
                {t(`dict.gigSlipLine.${item.kind}`)}
                {item.reason && <span className="gig-slip-reason">{item.reason}</span>}
              </th>
              <td>{quantity(item)}</td>
              <td>{item.rateFen === null ? '' : t('gig.order.money', { amount: yuan(item.rateFen) })}</td>
              <td>{t('gig.order.money', { amount: yuan(item.amountFen) })}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('gig.slip.gross')}
            </th>
            <td>{t('gig.order.money', { amount: yuan(slip.grossFen) })}</td>
          </tr>
          {slip.deductionsFen > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {t('gig.slip.deductions')}
              </th>
              <td>{t('gig.order.money', { amount: yuan(-slip.deductionsFen) })}</td>
            </tr>
          )}
          <tr className="gig-slip-net">
            <th scope="row" colSpan={3}>
              {t('gig.slip.net')}
            </th>
            <td>{t('gig.order.money', { amount: yuan(slip.netFen) })}</td>
          </tr>
        </tfoot>
      </table>
      <p className="gig-slip-dates">
        <T
          id="gig.slip.dates"
          values={{ settled: <BusinessDate value={slip.settledAt} form="dateTime" />, due: <BusinessDate value={slip.dueAt} form="dateTime" /> }}
        />
      </p>
    </div>
  );
}
