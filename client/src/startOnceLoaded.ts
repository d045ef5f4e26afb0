/**
 * Starts something whose code is a chunk of its own (the live connection, the outbox engine) once the
 * chunk has loaded, and returns how to stop it: stopping before the chunk arrives means it never starts.
 * A chunk that cannot be loaded is reported on the console under `what`; nothing else depends on it.
 */
export function startOnceLoaded<T>(
  load: () => Promise<T>,
  start: (loaded: T) => () => void,
  what: string,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then(
    (loaded) => {
      if (!stopped) stop = start(loaded);
    },
    (error: unknown) => console.warn(`Could not load ${what}`, error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
