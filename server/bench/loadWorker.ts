import autocannon from 'autocannon';

/** A child process that runs one autocannon measurement and reports it to the bench. */
export interface LoadJob {
  url: string;
  connections: number;
  durationSeconds: number;
  authorizations?: string[];
}

process.once('message', async (job: LoadJob) => {
  let next = 0;
  const { authorizations } = job;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationSeconds,
    setupClient: authorizations
      ? (client) => client.setHeaders({ authorization: authorizations[next++ % authorizations.length] })
      : undefined,
  });
  process.send?.(
    {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    },
    () => process.exit(0),
  );
});
