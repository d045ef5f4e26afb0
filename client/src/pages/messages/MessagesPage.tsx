import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { ConversationList } from '../../components/messages/ConversationList';
import { ConversationPane } from '../../components/messages/ConversationPane';
import { CONVERSATION_PARAM, conversationHref } from '../../components/messages/conversationHref';
import { EmptyPane } from '../../components/messages/EmptyPane';
import { NewMessageDialog } from '../../components/messages/NewMessageDialog';
import { useConversations } from '../../data/messages';
import '../../components/messages/messages.css';

/**
 * Spec 001 "Messages" (/messages): the conversations on the left, the open one on the right
 * (`?conversation=<id>`); where there is no room for both they take turns, with a back button.
 */
export default function MessagesPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = params.get(CONVERSATION_PARAM);
  const [archived, setArchived] = useState(false);
  const list = useConversations(archived);
  const [composing, setComposing] = useState(false);
  if (!user) return null;
  const selfId = user.id;

  return (
    <div className={`messages-page${selectedId ? ' has-selection' : ''}`}>
      <ConversationList
        list={list}
        selfId={selfId}
        selectedId={selectedId}
        archived={archived}
        onToggleArchived={() => setArchived((shown) => !shown)}
        onNewMessage={() => setComposing(true)}
      />
      <div className="messages-pane-slot">
        {selectedId ? (
          <ConversationPane key={selectedId} conversationId={selectedId} selfId={selfId} />
        ) : (
          <EmptyPane onNewMessage={() => setComposing(true)} />
        )}
      </div>
      <NewMessageDialog
        open={composing}
        selfId={selfId}
        onClose={() => setComposing(false)}
        onStarted={(id) => {
          setComposing(false);
          void navigate(conversationHref(id));
        }}
      />
    </div>
  );
}
