import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from '@/contract/chat.ts';
import { CHAT_ERROR_CODES } from '@/contract/chatValues.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { useCountdown } from '@/hooks/useCountdown.ts';
import { useT } from '@/locales/useT.tsx';
import { readDraft, removeDraft, writeDraft } from '@/services/drafts.ts';
import { sendMessage } from '@/services/chat.ts';
import { RequestError } from '@/services/request/errors.ts';
import type { OutgoingMessage } from './useChatThread.ts';

import { newClientId } from './clientId.ts';

/**
 * Messages on their way out of one conversation. Each has a clientId, so a retry after a lost answer is not a
 * second copy (the API answers the stored one). A failed send stays, marked unsent, with a retry or 删除; the
 * outbox is kept on this device like a draft (localStorage, under the user's id, never the token), so a reload or
 * an expired session (sign in again) does not lose it.
 * Sending too fast (429 CHAT_RATE_LIMITED) starts `waitSeconds`, the API's `retryAfter` counting down: the
 * composer says when it may send again and holds its text until then.
 */
export function useOutbox(conversationId: string, onSent: (message: ChatMessage) => void) {
  const t = useT();
  const userId = useInitialState().initialState.currentUser?.id ?? null;
  const wait = useCountdown();
  const startWait = wait.start;
  const key = `chat-outbox:${conversationId}`;
  // The list with the user it was read for: what is stored is written back only once it was read for this user, so
  // a user known only after the first render (the session still being checked) never has their outbox wiped.
  const [held, setHeld] = useState(() => ({ owner: userId, list: storedOutbox(userId, key) }));
  const outbox = held.list;
  const setOutbox = useCallback((change: (list: OutgoingMessage[]) => OutgoingMessage[]) => setHeld((h) => ({ ...h, list: change(h.list) })), []);

  useEffect(() => {
    if (held.owner !== userId) setHeld({ owner: userId, list: storedOutbox(userId, key) });
  }, [held.owner, userId, key]);

  useEffect(() => {
    if (!userId || held.owner !== userId) return;
    if (held.list.length) writeDraft(userId, key, { list: held.list });
    else removeDraft(userId, key);
  }, [held, userId, key]);

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      setOutbox((list) => list.map((m) => (m.clientId === item.clientId ? { ...m, state: 'sending' } : m)));
      try {
        // The outbox shows the failure itself (unsent, with a retry); a 401 still signs out.
        const sent = await sendMessage(conversationId, { clientId: item.clientId, text: item.text }, { skipErrorHandler: true });
        setOutbox((list) => list.filter((m) => m.clientId !== item.clientId));
        onSent(sent);
      } catch (error) {
        // A refusal says why (retrying will not help until that changes); a lost connection just waits for a retry.
        const tooFast = error instanceof RequestError && error.status === 429 && error.errorCode === CHAT_ERROR_CODES.rateLimited;
        if (tooFast && error.retryAfter) startWait(error.retryAfter);
        const reason = tooFast
          ? t('center.chat.rateLimited.reason')
          : error instanceof RequestError && error.status >= 400 && error.status !== 401
            ? error.message
            : undefined;
        setOutbox((list) => list.map((m) => (m.clientId === item.clientId ? { ...m, state: 'failed', reason } : m)));
      }
    },
    [conversationId, onSent, startWait, t, setOutbox],
  );

  const send = useCallback(
    (text: string) => {
      const item: OutgoingMessage = { clientId: newClientId(), text, state: 'sending' };
      // The key press paints first (the box empties), then the thread renders with the new bubble: re-rendering a
      // long thread is work the key press need not wait for (its next paint is measured, issue 31's INP).
      startTransition(() => setOutbox((list) => [...list, item]));
      // Sent from the next task: signing and sending the request need not hold up the paint either.
      setTimeout(() => void deliver(item), 0);
    },
    [deliver, setOutbox],
  );

  /** 删除: the sender gives up an unsent message (it was never stored by the API, so nothing else changes). */
  const discard = useCallback((item: OutgoingMessage) => setOutbox((list) => list.filter((m) => m.clientId !== item.clientId)), [setOutbox]);

  return { outbox, send, retry: deliver, discard, waitSeconds: wait.left };
}

/** What this device kept for the user and conversation: every message in it unsent (a reload ended any send). */
function storedOutbox(userId: string | null, key: string): OutgoingMessage[] {
  if (!userId) return [];
  return (readDraft<{ list: OutgoingMessage[] }>(userId, key)?.values.list ?? []).map((m) => ({ ...m, state: 'failed' as const }));
}
