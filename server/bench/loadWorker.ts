import autocannon from 'autocannon';

/** One request a connection repeats: its path and, for the API, its member's Authorization header. */
export interface LoadTarget {
  path: string;
  authorization?: string;
}

/** A child process that runs one autocannon measurement and reports it to the bench. */
export interface LoadJob {
  /** Origin of the server under test, e.g. http://127.0.0.1:40123. */
  origin: string;
  connections: number;
  durationSeconds: number;
  /** Connection n repeats target n modulo their number. */
  targets: LoadTarget[];
}

process.once('message', async (job: LoadJob) => {
  let next = 0;
  const result = await autocannon({
    url: `${job.origin}${job.targets[0]!.path}`,
    connections: job.connections,
    duration: job.durationSeconds,
    setupClient: (client) => {
      const target = job.targets[next++ % job.targets.length]!;
      const headers: Record<string, string> = target.authorization
        ? { authorization: target.authorization }
        : {};
      client.setRequests([{ method: 'GET', path: target.path, headers }]);
    },
  });
  process.send?.(
    {
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    },
    () => process.exit(0),
  );
});
