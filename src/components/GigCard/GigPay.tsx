import type { GigPay as Pay } from '@/contract/gig.ts';
import { T } from '@/locales/useT.tsx';
import { PAY_UNIT_IDS, yuan } from '@/utils/gigFormat.ts';

/** A gig's pay with its unit: 25 元/时, 275 元/天, 0.87 元/件 (about 31 a shift), 800 元/单. */
export default function GigPay({ pay }: { pay: Pay }) {
  return <T id={PAY_UNIT_IDS[pay.basis]} values={{ amount: yuan(pay.amountFen) }} />;
}
