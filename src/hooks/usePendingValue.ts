import { useState } from 'react';

/**
 * A control whose value lives elsewhere (the URL) and arrives late: the router applies navigations as React
 * transitions (`v7_startTransition`), so the list behind a filter re-renders after the next paint. This hook
 * shows the value the user just chose at once, until the real value changes (the navigation committed); then
 * the real value rules again. Without it a pressed chip would look unpressed until the whole page re-rendered.
 */
export function usePendingValue<T>(value: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ over: T; next: T } | null>(null);
  const shown = pending && Object.is(pending.over, value) ? pending.next : value;
  return [shown, (next: T) => setPending({ over: value, next })];
}
