import { PageContainer } from '@/components/PageContainer/index.tsx';
import type { ChatSide } from '@/contract/chat.ts';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';
import ChatPanel from './ChatPanel.tsx';

/** A chat route: its title and the shared panel, for one side of the conversation. */
export default function ChatPage({ titleId, side, variant }: { titleId: MessageId; side: ChatSide; variant: 'full' | 'simple' }) {
  return (
    <PageContainer
      title={
        <h1>
          <T id={titleId} />
        </h1>
      }
    >
      <ChatPanel side={side} variant={variant} />
    </PageContainer>
  );
}
