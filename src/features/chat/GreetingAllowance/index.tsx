import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { queryGreetings } from '@/services/chat.ts';

/**
 * A recruiter's greetings today against the daily cap, said before the cap is reached and plainly at it
 * (the chat list, the greeting dialog). `onLoaded` tells the caller how many are left (to disable a button).
 */
export default function GreetingAllowance({ onLoaded }: { onLoaded?: (left: number) => void }) {
  const { data } = useApiRequest(queryGreetings, { onSuccess: (d) => onLoaded?.(Math.max(0, d.cap - d.used)) });
  if (!data) return null;
  const left = Math.max(0, data.cap - data.used);
  return (
    <span className={left ? 'greeting-allowance' : 'greeting-allowance greeting-allowance-out'} data-testid="greeting-allowance">
      <T id={left ? 'center.chat.greetings.left' : 'center.chat.greetings.out'} values={{ used: data.used, cap: data.cap, left }} />
    </span>
  );
}
