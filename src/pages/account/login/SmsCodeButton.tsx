import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { T } from '@/locales/useT.tsx';

/** "获取验证码" with its resend countdown; `onSend` resolves with the cooldown in seconds. */
export function SmsCodeButton({ onSend }: { onSend: () => Promise<number | null> }) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    const cooldown = await onSend().finally(() => setSending(false));
    if (cooldown) setLeft(cooldown);
  };

  return (
    <Button onClick={() => void send()} disabled={left > 0} loading={sending} data-testid="send-code">
      {left > 0 ? <T id="account.login.resendIn" values={{ seconds: left }} /> : <T id="account.login.sendCode" />}
    </Button>
  );
}
