import { PageIntro } from '@/components/PageIntro/index.tsx';
import type { ChatSide } from '@/contract/chat.ts';
import type { MessageId } from '@/locales/types.ts';
import ChatPanel from './ChatPanel.tsx';

/** A chat route: its title and the shared panel, for one side of the conversation. */
export default function ChatPage({ titleId, side, variant }: { titleId: MessageId; side: ChatSide; variant: 'full' | 'simple' }) {
  return (
    <PageIntro titleId={titleId}>
      <ChatPanel side={side} variant={variant} />
    </PageIntro>
  );
}
