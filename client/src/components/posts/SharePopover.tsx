import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy, Share } from 'lucide-react';
import { DELAYS_MS } from '@flock/shared';
import { useDisclosure } from '../../hooks/useDisclosure';
import './postActions.css';

export const postLink = (postId: string) => `${window.location.origin}/post/${postId}`;

/**
 * Share: a small non-modal popover with the post's absolute link and "Copy link" ("Copied!" for 2 s).
 * Without clipboard access the link is selected so the member can copy it themselves.
 */
export function SharePopover({ postId }: { postId: string }) {
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const { open, close, toggle, containerRef, buttonRef } = useDisclosure({
    onClose: () => {
      setCopied(false);
      setManual(false);
    },
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const popoverId = useId();
  const link = postLink(postId);

  useEffect(() => {
    if (open) inputRef.current?.select();
  }, [open]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), DELAYS_MS.linkCopied);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      setManual(false);
      setCopied(true);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setManual(true);
    }
  };

  return (
    <div
      className="menu-anchor"
      ref={containerRef}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="post-action post-action-share"
        aria-label="Share"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={toggle}
      >
        <Share size={18} aria-hidden="true" />
      </button>
      {open && (
        <div id={popoverId} role="dialog" aria-label="Share post" className="share-popover">
          <label className="share-label" htmlFor={`${popoverId}-link`}>
            Link to this post
          </label>
          <input
            ref={inputRef}
            id={`${popoverId}-link`}
            className="share-input"
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary btn-sm share-copy" onClick={() => void copy()}>
            {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
            {copied ? 'Copied!' : 'Copy link'}
          </button>
          <p className="share-status" role="status">
            {manual && 'Press Ctrl+C (or ⌘C) to copy the selected link.'}
            {copied && <span className="visually-hidden">Link copied</span>}
          </p>
        </div>
      )}
    </div>
  );
}
