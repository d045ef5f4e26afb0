import { useEffect } from 'react';

/** Names the browser tab after the current screen: "Settings / Flock". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} / Flock`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
