import type { ChatPerson } from '@/contract/chat.ts';
import { T } from '@/locales/useT.tsx';

/**
 * A person of a conversation as "name · title" with an online mark: the thread's header and each message's
 * sender (a company's recruiters share one inbox, so the seeker reads who is writing; issue 26, item 6).
 */
export default function ChatPersonLabel({ person, strong = false }: { person: ChatPerson; strong?: boolean }) {
  const name = strong ? <strong>{person.name}</strong> : <span>{person.name}</span>;
  return (
    <span className="chat-person" data-testid="chat-person">
      {name}
      {person.title && <span className="chat-person-title">{` · ${person.title}`}</span>}
      {person.online && (
        <span className="chat-online">
          <T id="center.chat.online" />
        </span>
      )}
    </span>
  );
}
