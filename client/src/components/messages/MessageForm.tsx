import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@flock/shared';
import { sendMessage } from '../../data/messages';
import { LocalValidationError } from '../../data/writeTransaction';
import type { TypingReporter } from './useTyping';

interface MessageFormProps {
  conversationId: string;
  typing: TypingReporter;
  disabledReason?: string;
}

/**
 * "Type a message..." and a send button, blocked while the text is blank or a send is under way
 * (spec 001 section 5). Enter sends; Shift+Enter starts a new line.
 */
export function MessageForm({ conversationId, typing, disabledReason }: MessageFormProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const blank = text.trim() === '';
  const blocked = Boolean(disabledReason);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || sending || blocked) return;
    setSending(true);
    setError(null);
    try {
      await sendMessage(conversationId, text);
      typing.sent();
      setText('');
    } catch (caught) {
      setError(caught instanceof LocalValidationError ? caught.message : 'Could not send the message');
      console.warn('Could not send a message', caught);
    } finally {
      setSending(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="message-form" onSubmit={(event) => void submit(event)}>
      {blocked && <p className="message-form-note muted">{disabledReason}</p>}
      {error && (
        <p id={errorId} className="field-error message-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="message-form-row">
        <textarea
          ref={field}
          className="message-input"
          rows={1}
          placeholder="Type a message..."
          aria-label="Message"
          aria-describedby={error ? errorId : undefined}
          maxLength={MESSAGE_MAX_LENGTH * 2}
          value={text}
          disabled={blocked}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
            if (event.target.value.trim()) typing.input();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="btn btn-primary message-send"
          disabled={blank || sending || blocked}
          aria-label="Send"
          title="Send"
        >
          <SendHorizontal size={18} aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
