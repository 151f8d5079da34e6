import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds that ticks when the shown number changes (the resend button, a sign-in
 * lock). Based on the clock, not on counting ticks, so a background tab's throttled timers cannot stretch it.
 */
export function useCountdown() {
  const [span, setSpan] = useState<{ until: number; now: number } | null>(null);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setSpan({ until: now + seconds * 1000, now });
  }, []);
  const stop = useCallback(() => setSpan(null), []);

  useEffect(() => {
    if (!span || span.now >= span.until) return undefined;
    // Wake up when the next whole second is crossed.
    const delay = (span.until - span.now) % 1000 || 1000;
    const timer = setTimeout(() => setSpan((s) => s && { ...s, now: Date.now() }), delay);
    return () => clearTimeout(timer);
  }, [span]);

  const left = span ? Math.max(0, Math.ceil((span.until - span.now) / 1000)) : 0;
  return { left, start, stop };
}

/** 900 → "15:00", 42 → "0:42", 5400 → "1:30:00": the same in every language. */
export function formatWait(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
