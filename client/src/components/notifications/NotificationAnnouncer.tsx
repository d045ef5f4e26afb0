import { useEffect, useState } from 'react';
import { onAnnouncement } from '../../realtime/announcements';

/** The polite live region that reads new notifications out as they arrive. */
export function NotificationAnnouncer() {
  const [text, setText] = useState('');
  useEffect(() => onAnnouncement(setText), []);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
