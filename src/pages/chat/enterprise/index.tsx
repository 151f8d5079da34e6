import ChatPage from '@/features/chat/components/ChatPage.tsx';

/** /communicat: the company's conversations with candidates (the simpler view over the same pieces). */
export default function EnterpriseChatPage() {
  return <ChatPage titleId="menu.communicat" side="recruiter" variant="simple" />;
}
