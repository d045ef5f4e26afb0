import { Dialog } from '../ui/Dialog';
import { KEYBOARD_MAP } from './keyboardMap';
import './keyboardMap.css';

/** The help dialog (`?`): every shortcut with its keys. */
export function KeyboardMapDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose} className="keyboard-map-dialog">
      <p className="keyboard-map-note">Shortcuts work anywhere except while you type in a field.</p>
      <dl className="keyboard-map">
        {KEYBOARD_MAP.map((shortcut) => (
          <div key={shortcut.action} className="keyboard-map-row">
            <dt>
              {shortcut.keys.map((key, i) => (
                <span key={key + String(i)}>
                  {i > 0 && <span className="keyboard-map-then"> then </span>}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
