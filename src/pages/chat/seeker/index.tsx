import { PageContainer } from '@ant-design/pro-layout';
import ChatPanel from '@/components/Chat/ChatPanel.tsx';
import { T } from '@/locales/useT.tsx';

/** /communicate: the job seeker's chat with recruiters (chat 2.0: filters and search). */
export default function SeekerChatPage() {
  return (
    <PageContainer
      title={
        <h1>
          <T id="menu.communicate" />
        </h1>
      }
    >
      <ChatPanel side="seeker" variant="full" />
    </PageContainer>
  );
}
