import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useTypeahead } from '../../hooks/useTypeahead';
import { SUGGESTION_SEARCH, suggestionKey, type Suggestion } from './suggestionSearch';
import { Suggestions } from './Suggestions';
import { completeToken, insertText, tokenAtCursor } from './textEditing';

export const TEXTAREA_MAX_HEIGHT = 200;

/** Grows the box with its text, up to 200 px; beyond that it scrolls. */
function fitHeight(el: HTMLTextAreaElement): void {
  el.style.height = 'auto';
  const height = Math.min(el.scrollHeight, TEXTAREA_MAX_HEIGHT);
  if (height > 0) el.style.height = `${height}px`;
  el.style.overflowY = el.scrollHeight > TEXTAREA_MAX_HEIGHT ? 'auto' : 'hidden';
}

export interface ComposerTextareaHandle {
  focus(): void;
  /** Puts text at the caret (over the selection), as typing would. */
  insert(text: string): void;
}

interface ComposerTextareaProps {
  value: string;
  onChange(value: string): void;
  label: string;
  placeholder: string;
  rows?: number;
  invalid?: boolean;
  describedBy?: string;
  /** Called on focus, so emoji go to the text the member was last in. */
  onActivate?(handle: ComposerTextareaHandle): void;
  onSubmitShortcut?(): void;
  onPasteFiles?(files: File[]): void;
}

/**
 * The composer's text: grows with its content up to 200 px, and suggests hashtags and members for the
 * #/@ word at the caret (arrow keys move, Enter or Tab picks, Escape closes).
 */
export const ComposerTextarea = forwardRef<ComposerTextareaHandle, ComposerTextareaProps>(
  function ComposerTextarea(
    {
      value,
      onChange,
      label,
      placeholder,
      rows = 2,
      invalid,
      describedBy,
      onActivate,
      onSubmitShortcut,
      onPasteFiles,
    },
    ref,
  ) {
    const textareaRef = useRef<HTMLTextAreaElement>(null);
    const pendingCaret = useRef<number | null>(null);
    const [caret, setCaret] = useState<number | null>(null);
    const [focused, setFocused] = useState(false);
    const [dismissedKey, setDismissedKey] = useState('');
    const [active, setActive] = useState({ key: '', index: 0 });
    const listId = useId();

    const token = focused && caret !== null ? tokenAtCursor(value, caret) : null;
    const key = suggestionKey(token);
    const { answer } = useTypeahead(key, SUGGESTION_SEARCH);
    // Only answers for the word at the caret; a failure shows none.
    const items = key && answer?.query === key && answer.ok ? answer.value : [];
    const open = token !== null && items.length > 0 && key !== dismissedKey;
    const activeIndex = active.key === key ? Math.min(active.index, items.length - 1) : 0;
    const optionId = (index: number) => `${listId}-option-${index}`;

    const replaceValue = (next: { value: string; caret: number }) => {
      pendingCaret.current = next.caret;
      setCaret(next.caret);
      onChange(next.value);
    };

    // The handle outlives renders (the dialog keeps the last one focused), so it reads the latest props.
    const latest = useRef({ value, onChange });
    useLayoutEffect(() => {
      latest.current = { value, onChange };
    });
    const handle = useMemo<ComposerTextareaHandle>(
      () => ({
        focus: () => textareaRef.current?.focus(),
        insert: (text) => {
          const el = textareaRef.current;
          const current = latest.current.value;
          const next = insertText(
            current,
            el?.selectionStart ?? current.length,
            el?.selectionEnd ?? current.length,
            text,
          );
          pendingCaret.current = next.caret;
          setCaret(next.caret);
          latest.current.onChange(next.value);
        },
      }),
      [],
    );
    useImperativeHandle(ref, () => handle, [handle]);

    useLayoutEffect(() => {
      const el = textareaRef.current;
      if (!el) return;
      fitHeight(el);
      if (pendingCaret.current !== null) {
        el.setSelectionRange(pendingCaret.current, pendingCaret.current);
        pendingCaret.current = null;
      }
    }, [value]);

    // A new width (rotation, resize) re-wraps the text, so the height is fitted again.
    useEffect(() => {
      const el = textareaRef.current;
      if (!el || typeof ResizeObserver === 'undefined') return;
      let width = el.clientWidth;
      const observer = new ResizeObserver(() => {
        if (el.clientWidth === width) return;
        width = el.clientWidth;
        fitHeight(el);
      });
      observer.observe(el);
      return () => observer.disconnect();
    }, []);

    // Whether a pointer is pressed anywhere: a press on Post or a tool takes the focus at pointer-down.
    const pressing = useRef(false);
    useEffect(() => {
      const press = (down: boolean) => () => (pressing.current = down);
      const onDown = press(true);
      const onUp = press(false);
      window.addEventListener('pointerdown', onDown, true);
      window.addEventListener('pointerup', onUp, true);
      window.addEventListener('pointercancel', onUp, true);
      return () => {
        window.removeEventListener('pointerdown', onDown, true);
        window.removeEventListener('pointerup', onUp, true);
        window.removeEventListener('pointercancel', onUp, true);
      };
    }, []);

    // Leaving the text closes the suggestions. When a press took the focus, they close once the press
    // (and its click) is over: closing them at pointer-down would move the controls below them, the
    // press would end elsewhere and its click would be lost.
    const onBlur = () => {
      const close = () => {
        if (document.activeElement !== textareaRef.current) setFocused(false);
      };
      if (!pressing.current) return close();
      const afterPress = () => {
        window.removeEventListener('pointerup', afterPress, true);
        window.removeEventListener('pointercancel', afterPress, true);
        setTimeout(close, 0);
      };
      window.addEventListener('pointerup', afterPress, true);
      window.addEventListener('pointercancel', afterPress, true);
    };

    const pick = (item: Suggestion) => {
      if (token) replaceValue(completeToken(value, token, item.name));
    };

    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        onSubmitShortcut?.();
        return;
      }
      if (!open) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive({ key, index: (activeIndex + step + items.length) % items.length });
      } else if (event.key === 'Enter' || event.key === 'Tab') {
        const item = items[activeIndex];
        if (!item) return;
        event.preventDefault();
        pick(item);
      } else if (event.key === 'Escape') {
        // Closes the list only; the dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        setDismissedKey(key);
      }
    };

    const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (!onPasteFiles || files.length === 0) return;
      event.preventDefault();
      onPasteFiles(files);
    };

    return (
      <div className="composer-textarea-wrap">
        <textarea
          ref={textareaRef}
          className="composer-textarea"
          aria-label={label}
          placeholder={placeholder}
          rows={rows}
          value={value}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            setCaret(event.target.selectionStart);
            onChange(event.target.value);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onFocus={(event) => {
            setFocused(true);
            setCaret(event.currentTarget.selectionStart);
            onActivate?.(handle);
          }}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        {open && (
          <Suggestions
            id={listId}
            items={items}
            activeIndex={activeIndex}
            optionId={optionId}
            onPick={pick}
            onHover={(index) => setActive({ key, index })}
          />
        )}
      </div>
    );
  },
);
