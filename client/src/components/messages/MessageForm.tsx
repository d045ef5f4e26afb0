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
  // What the field holds now, a send under way, and an Enter pressed during it: the field is emptied
  // as a send starts, so words typed meanwhile are neither merged into it nor wiped when it ends.
  const latest = useRef('');
  const inFlight = useRef(false);
  const sendAgain = useRef(false);
  const errorId = useId();
  const blank = text.trim() === '';
  const blocked = Boolean(disabledReason);

  const change = (value: string) => {
    latest.current = value;
    setText(value);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blocked) return;
    if (inFlight.current) {
      sendAgain.current = true;
      return;
    }
    const message = latest.current;
    if (message.trim() === '') return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    change('');
    try {
      await sendMessage(conversationId, message);
      typing.sent();
    } catch (caught) {
      sendAgain.current = false;
      if (latest.current === '') change(message);
      setError(caught instanceof LocalValidationError ? caught.message : 'Could not send the message');
      console.warn('Could not send a message', caught);
    } finally {
      inFlight.current = false;
      setSending(false);
      field.current?.focus();
    }
    if (sendAgain.current) {
      sendAgain.current = false;
      await submit();
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
            change(event.target.value);
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
