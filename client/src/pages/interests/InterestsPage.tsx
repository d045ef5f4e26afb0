import { useEffect } from 'react';
import { DELAYS_MS } from '@flock/shared';
import { INTERESTS_MESSAGES } from '../../auth/errorMessages';
import { useAuth } from '../../auth/useAuth';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { useDelayedRedirect } from '../../components/forms/useDelayedRedirect';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/LoadingScreen';
import { useHoldGuardRedirect } from '../../routes/guards';
import { InterestPicker } from './InterestPicker';
import { useInterestChoices } from './useInterestChoices';
import './interests.css';

const SUBTITLE = 'Pick at least 5 topics you enjoy and we will shape your feed around them.';

export default function InterestsPage() {
  const { isAuthenticated } = useAuth();
  const holdRedirect = useHoldGuardRedirect();
  const redirectAfter = useDelayedRedirect();
  const { choices, retry } = useInterestChoices();
  const sessionEnded = !isAuthenticated;

  // This page tells the member their session ended before it sends them to sign in again.
  useEffect(() => {
    holdRedirect(true);
    return () => holdRedirect(false);
  }, [holdRedirect]);

  useEffect(() => {
    if (sessionEnded) redirectAfter({ to: '/login', delayMs: DELAYS_MS.afterSessionExpiredOnInterests });
  }, [sessionEnded, redirectAfter]);

  let body;
  if (sessionEnded) body = <Alert tone="error">{INTERESTS_MESSAGES.sessionExpired}</Alert>;
  else if (choices.status === 'loading') {
    body = (
      <div className="interests-loading">
        <Spinner label="Loading interest categories" />
      </div>
    );
  } else if (choices.status === 'failed') {
    body = (
      <>
        <Alert tone="error">{choices.message}</Alert>
        <button type="button" className="btn btn-primary" onClick={retry}>
          Retry
        </button>
      </>
    );
  } else if (choices.categories.length === 0) body = <Alert tone="info">{INTERESTS_MESSAGES.empty}</Alert>;
  else {
    body = (
      <InterestPicker
        categories={choices.categories}
        savedIds={choices.savedIds}
        hadInterests={choices.hadInterests}
      />
    );
  }

  return (
    <AuthLayout title="Choose your interests" subtitle={SUBTITLE} wide>
      {body}
    </AuthLayout>
  );
}
