import { Button, Radio } from 'antd';
import { useState } from 'react';
import type { Membership, PlanOffer } from '@/contract/membership.ts';
import { PLAN_QUOTAS } from '@/contract/membershipValues.ts';
import {
  findOption,
  PAID_PLANS,
  PLAN_TERM_VALUES,
  PLAN_VALUES,
  planDict,
  planTermDict,
  QUOTA_KIND_VALUES,
  quotaKindDict,
  type PaidPlan,
  type PlanTerm,
} from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';

interface PlanCardsProps {
  offers: PlanOffer[];
  membership: Membership;
  ordering: boolean;
  onOrder: (plan: PaidPlan, term: PlanTerm) => void;
}

const rank = (plan: string) => PLAN_VALUES.indexOf(plan as (typeof PLAN_VALUES)[number]);

/** 套餐: a card per plan for the chosen term (price, list price, what it grants), and the comparison table. */
export default function PlanCards({ offers, membership, ordering, onOrder }: PlanCardsProps) {
  const t = useT();
  const [term, setTerm] = useState<PlanTerm>('quarter');
  const label = (plan: PaidPlan) => {
    if (membership.plan === plan) return 'hiring.vip.plan.renew';
    return rank(plan) > rank(membership.plan) && membership.plan !== 'free' ? 'hiring.vip.plan.upgrade' : 'hiring.vip.plan.buy';
  };
  return (
    <>
      <Radio.Group
        value={term}
        onChange={(e) => setTerm(e.target.value as PlanTerm)}
        optionType="button"
        aria-label={t('hiring.vip.plan.term')}
        className="vip-terms"
      >
        {PLAN_TERM_VALUES.map((value) => (
          <Radio.Button key={value} value={value}>
            {t(findOption(planTermDict, value)!.labelId)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <div className="vip-plans">
        {PAID_PLANS.map((plan) => {
          const offer = offers.find((o) => o.plan === plan && o.term === term)!;
          const lower = membership.plan !== 'free' && rank(plan) < rank(membership.plan);
          return (
            <section key={plan} className={`vip-plan${membership.plan === plan ? ' vip-plan-current' : ''}`} aria-labelledby={`plan-${plan}`} data-plan={plan}>
              <h3 id={`plan-${plan}`}>{t(findOption(planDict, plan)!.labelId)}</h3>
              <p className="vip-plan-price">
                <T id="hiring.vip.plan.price" values={{ price: offer.price }} />
                {offer.listPrice > offer.price && (
                  <del>
                    <T id="hiring.vip.plan.listPrice" values={{ price: offer.listPrice }} />
                  </del>
                )}
              </p>
              <ul className="vip-plan-grants">
                {QUOTA_KIND_VALUES.map((kind) => (
                  <li key={kind}>
                    {t(findOption(quotaKindDict, kind)!.labelId)} <strong>{offer.grants[kind]}</strong>
                  </li>
                ))}
              </ul>
              <Button type={membership.plan === plan ? 'default' : 'primary'} block disabled={lower} loading={ordering} onClick={() => onOrder(plan, term)}>
                <T id={lower ? 'hiring.vip.plan.lower' : label(plan)} />
              </Button>
            </section>
          );
        })}
      </div>
      <table className="vip-compare">
        <caption>
          <T id="hiring.vip.compare.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <T id="hiring.vip.compare.quota" />
            </th>
            {PLAN_VALUES.map((plan) => (
              <th key={plan} scope="col">
                {t(findOption(planDict, plan)!.labelId)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {QUOTA_KIND_VALUES.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(findOption(quotaKindDict, kind)!.labelId)}</th>
              {PLAN_VALUES.map((plan) => (
                <td key={plan}>{PLAN_QUOTAS[plan][kind]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vip-compare-note">
        <T id="hiring.vip.compare.note" />
      </p>
    </>
  );
}
