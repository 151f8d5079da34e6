import ChatPage from '@/features/chat/components/ChatPage.tsx';

/** /communicate: the job seeker's chat with recruiters (chat 2.0: filters and search). */
export default function SeekerChatPage() {
  return <ChatPage titleId="menu.communicate" side="seeker" variant="full" />;
}
