import { Button } from 'antd';
import { useState } from 'react';
import { T } from '@/locales/useT.tsx';
import { useCountdown } from '@/hooks/useCountdown.ts';

/**
 * "获取验证码" with its resend countdown. `onSend` resolves with the seconds to wait before the next send (the
 * cooldown after a code went out, or the API's `retryAfter` when it refused), or null.
 */
export function SmsCodeButton({ onSend, disabled = false }: { onSend: () => Promise<number | null>; disabled?: boolean }) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    const wait = await onSend().finally(() => setSending(false));
    if (wait) start(wait);
  };

  return (
    <Button onClick={() => void send()} disabled={disabled || left > 0} loading={sending} data-testid="send-code">
      {left > 0 ? <T id="account.login.resendIn" values={{ seconds: left }} /> : <T id="account.login.sendCode" />}
    </Button>
  );
}
