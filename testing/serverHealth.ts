import net from 'node:net';

/** Helpers for tests that start the real server as a child process. */

/**
 * Ports are picked below Linux's ephemeral range (32768 and up): a port the system hands to a
 * `listen(0)` or to an outgoing connection cannot be taken from under a server that is still booting.
 */
const PICKED_PORTS = { from: 20_000, to: 32_000 };
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that is free right now and not handed out before, for a server about to start. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = PICKED_PORTS.from + Math.floor(Math.random() * (PICKED_PORTS.to - PICKED_PORTS.from));
    if (handedOut.has(port) || !(await isFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${PICKED_PORTS.from} and ${PICKED_PORTS.to}`);
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
