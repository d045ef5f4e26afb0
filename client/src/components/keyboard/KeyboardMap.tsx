import { useMemo, useState } from 'react';
import type { PostDto } from '@flock/shared';
import { useNavigate } from 'react-router-dom';
import { useComposer } from '../composer/useComposer';
import { KeyboardMapDialog } from './KeyboardMapDialog';
import { useKeyboardMap } from './useKeyboardMap';

/** The keyboard map for the signed-in app: the keys, their help dialog and a live region saying what they did. */
export function KeyboardMap() {
  const navigate = useNavigate();
  const { open } = useComposer();
  const [helpOpen, setHelpOpen] = useState(false);
  // The live region stays mounted; a repeated line gets a no-break space so it is read again.
  const [said, setSaid] = useState({ text: '', count: 0 });
  const targets = useMemo(
    () => ({
      navigate: (path: string) => void navigate(path),
      newPost: () => open({ mode: 'post' }),
      reply: (post: PostDto) => open({ mode: 'reply', post }),
      openHelp: () => setHelpOpen(true),
      say: (text: string) => setSaid((last) => ({ text, count: last.count + 1 })),
    }),
    [navigate, open],
  );
  useKeyboardMap(targets);
  return (
    <>
      <div className="visually-hidden keyboard-map-status" aria-live="polite" aria-atomic="true">
        {said.count % 2 === 0 ? said.text : `${said.text}\u00a0`}
      </div>
      <KeyboardMapDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
