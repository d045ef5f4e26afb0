import { useEffect, useState } from 'react';
import { DATA_METER_CHANGED_MESSAGE, readDataMeter, type DataMeterSummary } from '@flock/shared';

/** The service worker's data meter, read again whenever the worker says it counted something. */
export function useDataMeter(): { summary: DataMeterSummary | null; error: boolean } {
  const [state, setState] = useState<{ summary: DataMeterSummary | null; error: boolean }>({
    summary: null,
    error: false,
  });
  useEffect(() => {
    let live = true;
    const read = () =>
      readDataMeter(indexedDB, new Date()).then(
        (summary) => live && setState({ summary, error: false }),
        () => live && setState((last) => ({ summary: last.summary, error: true })),
      );
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === DATA_METER_CHANGED_MESSAGE.type) void read();
    };
    void read();
    // Browsers (and test pages) without a worker have nothing that counts: the meter stays as read.
    const worker =
      typeof navigator.serviceWorker?.addEventListener === 'function' ? navigator.serviceWorker : null;
    worker?.addEventListener('message', onMessage);
    return () => {
      live = false;
      worker?.removeEventListener('message', onMessage);
    };
  }, []);
  return state;
}
