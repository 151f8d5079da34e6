import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/contract/chat.ts';
import { catchUp } from '@/features/chat/live/catchUp.ts';
import { lastSeq, mergeMessages, replaceMessage } from '@/features/chat/live/merge.ts';
import { queryMessages } from '@/services/chat.ts';

/** A message typed here that the API has not confirmed: shown as sending, or unsent with a retry. */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  state: 'sending' | 'failed';
  /** Why the API refused it (a blocked conversation, a too-long text); absent for a lost connection. */
  reason?: string;
}

/**
 * One thread's messages: the latest page, older pages on request, what arrives live (`receive`) and a catch-up
 * after a reconnect (`resync`), all merged by seq so nothing shows twice.
 */
export function useChatThread(conversationId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const held = useRef<ChatMessage[]>([]);
  held.current = messages;

  const receive = useCallback((incoming: ChatMessage[]) => setMessages((thread) => mergeMessages(thread, incoming)), []);
  /** A message that changed (a card answered here or by the other side): the newer copy replaces the held one. */
  const update = useCallback((changed: ChatMessage) => setMessages((thread) => replaceMessage(thread, changed)), []);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await queryMessages(conversationId);
      // What arrived live while the page was on its way stays: the page may have been read before it was sent.
      setMessages((thread) => mergeMessages(page.list, thread));
      setHasOlder(page.hasOlder);
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }, [conversationId]);

  useEffect(() => {
    setMessages([]);
    void load();
  }, [load]);

  const resync = useCallback(async () => {
    const thread = held.current;
    if (!thread.length) return;
    try {
      await catchUp(
        (query) => queryMessages(conversationId, query),
        lastSeq(thread),
        thread.some((m) => m.card),
        receive,
        update,
      );
    } catch {
      // The next resync tries again.
    }
  }, [conversationId, receive, update]);

  const loadOlder = useCallback(async () => {
    const first = held.current[0];
    if (!first) return;
    const page = await queryMessages(conversationId, { before: first.seq });
    receive(page.list);
    setHasOlder(page.hasOlder);
  }, [conversationId, receive]);

  return { messages, hasOlder, loading, error, reload: load, receive, update, resync, loadOlder };
}
