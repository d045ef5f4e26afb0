import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { advertisementsApi } from '../../api/advertisements';
import { ApiError } from '../../api/ApiError';
import { Alert } from '../../components/ui/Alert';
import { useOnline } from '../../sync/status';
import { StaticShell } from '../StaticShell';
import { AppLink } from '../../components/ui/AppLink';

type LinkState =
  { kind: 'opening' } | { kind: 'gone' } | { kind: 'noPage' } | { kind: 'failed'; message: string };

const openInPlace = (url: string) => window.location.replace(url);

/**
 * `/ad/{id}`, the link a Promoted card's Copy link gives out: it asks the server for the ad's page
 * (a visit counts as a click only for a member the ad was served to, so a shared link never spends
 * anyone's budget) and opens it. Offline it waits for the connection: ads are never counted offline.
 */
export default function AdLinkPage({ open = openInPlace }: { open?(url: string): void }) {
  const { id = '' } = useParams();
  const online = useOnline();
  const [state, setState] = useState<LinkState>({ kind: 'opening' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    advertisementsApi.click(id).then(
      ({ targetUrl }) => {
        if (!live) return;
        if (targetUrl) open(targetUrl);
        else setState({ kind: 'noPage' });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'gone' });
        else setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [id, online, attempt, open]);

  const retry = () => {
    setState({ kind: 'opening' });
    setAttempt((n) => n + 1);
  };
  const home = (
    <AppLink to="/dashboard" className="btn btn-primary">
      Go to Home
    </AppLink>
  );

  return (
    <StaticShell title="Promoted link">
      {!online && state.kind === 'opening' && (
        <p role="status">You are offline. The advertiser’s page opens once you are back online.</p>
      )}
      {online && state.kind === 'opening' && <p role="status">Opening the advertiser’s page…</p>}
      {state.kind === 'gone' && (
        <>
          <p>This ad is no longer running.</p>
          {home}
        </>
      )}
      {state.kind === 'noPage' && (
        <>
          <p>This ad has no page to open.</p>
          {home}
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <Alert tone="error">{state.message}</Alert>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
        </>
      )}
    </StaticShell>
  );
}
