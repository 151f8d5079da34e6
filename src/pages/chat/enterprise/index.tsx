import { PageContainer } from '@ant-design/pro-layout';
import ChatPanel from '@/components/Chat/ChatPanel.tsx';
import { T } from '@/locales/useT.tsx';

/** /communicat: the company's conversations with candidates (the simpler view over the same pieces). */
export default function EnterpriseChatPage() {
  return (
    <PageContainer
      title={
        <h1>
          <T id="menu.communicat" />
        </h1>
      }
    >
      <ChatPanel side="recruiter" variant="simple" />
    </PageContainer>
  );
}
