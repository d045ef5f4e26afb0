import net from 'node:net';

/** Helpers for tests that start the real server as a child process. */

/** A TCP port on 127.0.0.1 that is free right now, for the server about to start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once GET `baseUrl`/health answers OK. Rejects when the process exits first (`exited`
 * settles with its exit code) or after `timeoutMs`.
 */
export async function waitForHealth(
  baseUrl: string,
  exited: Promise<number | null>,
  timeoutMs = 60_000,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the server exited with code ${exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer GET /health within ${timeoutMs / 1000} s`);
}
