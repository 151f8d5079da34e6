import { useCallback, useState } from 'react';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';
import { useSubmit } from './useSubmit.ts';

/**
 * An on/off action behind a gate (save a job, follow a company …), the same everywhere:
 *   - the gate first (useSeekerGate() / useSignInGate()): a visitor is sent to sign in and comes back;
 *   - the state flips only once the API agrees (a failure leaves it, and the request module says why);
 *   - busy while the request runs (a second click is ignored), `aria-pressed` for assistive tech, a toast.
 * The state follows `initial` when the page's data changes (e.g. reloaded after signing in). With `resumeAs`, a
 * visitor's way to sign in names the action; the button then calls `turnOnIfOff` from useResumeAction, so
 * the visitor finds it done on return.
 */
export interface GatedToggleOptions<TResult> {
  /** The state the API last reported. */
  initial: boolean;
  /** Returns true when the action may go ahead; given `resumeAs`, a visitor's way back names the action. */
  gate: (resume?: string) => boolean;
  /** The action's name in the way back from signing in (useResumeAction), e.g. `save.j12`. */
  resumeAs?: string;
  turnOn: () => Promise<TResult>;
  turnOff: () => Promise<TResult>;
  /** The toast once the API agrees, for the new state. */
  successId: (on: boolean) => MessageId;
  /** The state after a call: by default the one asked for; an API that answers with the state is believed. */
  stateOf?: (result: TResult, requested: boolean) => boolean;
  onChange?: (result: TResult, on: boolean) => void;
}

export interface GatedToggle {
  on: boolean;
  busy: boolean;
  toggle: () => void;
  /** Turns it on unless it is on (or busy): what a resumed action does. */
  turnOnIfOff: () => void;
  /** Spread onto an antd Button. */
  buttonProps: { 'aria-pressed': boolean; loading: boolean; onClick: () => void };
}

const asRequested = (_result: unknown, requested: boolean) => requested;

export function useGatedToggle<TResult>({
  initial,
  gate,
  resumeAs,
  turnOn,
  turnOff,
  successId,
  stateOf = asRequested,
  onChange,
}: GatedToggleOptions<TResult>): GatedToggle {
  const t = useT();
  // The state of the last toggle, as long as it is newer than what the page's data says.
  const [toggled, setToggled] = useState<{ initial: boolean; on: boolean } | null>(null);
  // New data from the page replaces the last toggle (adjusting state while rendering, not in an effect).
  if (toggled && toggled.initial !== initial) setToggled(null);
  const on = toggled && toggled.initial === initial ? toggled.on : initial;

  const { submit, submitting } = useSubmit((next: boolean) => (next ? turnOn() : turnOff()), {
    success: (result, next) => t(successId(stateOf(result, next))),
    onSuccess: (result, next) => {
      const now = stateOf(result, next);
      setToggled({ initial, on: now });
      onChange?.(result, now);
    },
  });

  const toggle = useCallback(() => {
    if (submitting || !gate(resumeAs)) return;
    void submit(!on);
  }, [submitting, gate, resumeAs, submit, on]);

  const turnOnIfOff = useCallback(() => {
    if (!on && !submitting) void submit(true);
  }, [on, submitting, submit]);

  return { on, busy: submitting, toggle, turnOnIfOff, buttonProps: { 'aria-pressed': on, loading: submitting, onClick: toggle } };
}
