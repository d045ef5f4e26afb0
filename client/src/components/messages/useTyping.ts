import { useEffect, useMemo, useState } from 'react';
import { filter, map, merge, Subject } from 'rxjs';
import { useObservable } from '../../hooks/useObservable';
import { sendTypingSignal } from '../../realtime/outgoing';
import { serverEvent } from '../../realtime/serverEvents';
import { typingMembers, typingSignals, type LocalTyping } from '../../streams/typingIndicator';

/**
 * Who else is typing in the conversation now (spec 001 "typing..."), in the order they started. A
 * message from someone ends their typing at once. Mount once per conversation (key the pane by it).
 */
export function useTypingMembers(conversationId: string): string[] {
  const stream = useMemo(() => {
    const about = <T extends { conversationId: string }>(event: T) => event.conversationId === conversationId;
    return merge(
      serverEvent('user_typing').pipe(
        filter(about),
        map(({ userId }) => ({ userId, typing: true })),
      ),
      serverEvent('user_stopped_typing').pipe(
        filter(about),
        map(({ userId }) => ({ userId, typing: false })),
      ),
      serverEvent('new_message').pipe(
        filter(({ conversation }) => conversation.id === conversationId),
        map(({ message }) => ({ userId: message.senderId, typing: false })),
      ),
    ).pipe(typingMembers());
  }, [conversationId]);
  return useObservable(stream, []);
}

export interface TypingReporter {
  /** A keystroke in the message box. */
  input(): void;
  /** The message was sent: typing stops at once. */
  sent(): void;
}

/** Tells the others this member is typing: a start at the first keystroke, a stop after a pause, a send or leaving. */
export function useTypingReporter(conversationId: string): TypingReporter {
  const [local] = useState(() => new Subject<LocalTyping>());
  useEffect(() => {
    let typing = false;
    const subscription = local.pipe(typingSignals()).subscribe((signal) => {
      typing = signal === 'start';
      sendTypingSignal(signal, conversationId);
    });
    return () => {
      subscription.unsubscribe();
      if (typing) sendTypingSignal('stop', conversationId);
    };
  }, [local, conversationId]);
  return useMemo(() => ({ input: () => local.next('input'), sent: () => local.next('sent') }), [local]);
}
