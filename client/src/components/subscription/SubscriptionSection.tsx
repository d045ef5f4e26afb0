import { useState } from 'react';
import { HelpCircle, LifeBuoy, RefreshCw } from 'lucide-react';
import { SUBSCRIPTION_MESSAGES } from '@flock/shared';
import { errorText } from '../../data/errorText';
import { cancelSubscription, reactivateSubscription } from '../../data/subscription';
import { confirmationOf } from '../../sync/confirmation';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/LoadingScreen';
import { buyPremium } from './buyPremium';
import { CancelDialog } from './CancelDialog';
import { CancellationNotice } from './CancellationNotice';
import { PlanCard } from './PlanCard';
import { SubscriptionDates } from './SubscriptionDates';
import { UpgradeCard } from './UpgradeCard';
import { useSubscriptionPage } from './useSubscriptionPage';
import { AppLink } from '../ui/AppLink';
import './Subscription.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

/** Spec 000 "Subscription page" (Subscription Management). */
export default function SubscriptionSection() {
  const page = useSubscriptionPage();
  const [notice, setNotice] = useState<Notice>(null);
  const [buying, setBuying] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { details, user } = page;

  if (!user || !details) {
    return (
      <div className="section-loading">
        <Spinner label="Loading subscription" />
      </div>
    );
  }

  const buyBlockedBy = !page.online
    ? SUBSCRIPTION_MESSAGES.offline
    : page.paymentsConfigured === false
      ? SUBSCRIPTION_MESSAGES.notConfigured
      : page.paymentsConfigured === null
        ? 'Checking whether payments are available…'
        : null;

  const buy = async () => {
    setBuying(true);
    setNotice(null);
    const outcome = await buyPremium(user);
    setBuying(false);
    if (outcome.kind === 'paid') {
      await page.adopt(outcome.answer.user);
      setNotice({ tone: 'success', text: SUBSCRIPTION_MESSAGES.paid });
    } else if (outcome.kind === 'failed') {
      setNotice({ tone: 'error', text: outcome.message });
    } else {
      setNotice({ tone: 'info', text: SUBSCRIPTION_MESSAGES.checkoutClosed });
    }
  };

  const change = async (which: 'cancel' | 'reactivate') => {
    setConfirmCancel(false);
    setNotice(null);
    try {
      if (which === 'cancel') {
        await cancelSubscription();
        setNotice({
          tone: 'success',
          text: confirmationOf(SUBSCRIPTION_MESSAGES.canceled, 'Your cancellation'),
        });
      } else {
        await reactivateSubscription();
        setNotice({
          tone: 'success',
          text: confirmationOf(SUBSCRIPTION_MESSAGES.reactivated, 'Your reactivation'),
        });
      }
    } catch (error) {
      const fallback =
        which === 'cancel' ? SUBSCRIPTION_MESSAGES.cancelFailed : SUBSCRIPTION_MESSAGES.reactivateFailed;
      setNotice({ tone: 'error', text: errorText(error, fallback) });
    }
  };

  const canceled = details.isPremium && details.status === 'canceled';
  return (
    <section className="section subscription-page" aria-labelledby="section-title">
      <div className="subscription-header">
        <div>
          <h1 id="section-title" className="section-title">
            Subscription Management
          </h1>
          <p className="muted section-subtitle">Your plan, its billing and what Premium gives you.</p>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void page.refresh()}
          disabled={page.loading}
        >
          <RefreshCw size={16} aria-hidden="true" className={page.loading ? 'spin' : undefined} />
          Refresh
        </button>
      </div>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {page.loadError && <Alert tone="error">{page.loadError}</Alert>}
      {page.failedChange && (
        <Alert tone="error">
          {page.failedChange.label.startsWith('Cancel')
            ? SUBSCRIPTION_MESSAGES.cancelFailed
            : SUBSCRIPTION_MESSAGES.reactivateFailed}
          {page.failedChange.error ? `: ${page.failedChange.error}` : ''}. Retry or discard it in the sync
          centre.
        </Alert>
      )}
      {!page.online && (
        <Alert tone="info">You are offline: this is your plan as last seen on this device.</Alert>
      )}

      <div className="subscription-cards">
        <PlanCard details={details} pending={page.pending} />
        {details.isPremium && <SubscriptionDates details={details} />}
        {canceled && <CancellationNotice details={details} />}
        {!details.isPremium && (
          <UpgradeCard blockedBy={buyBlockedBy} busy={buying} onBuy={() => void buy()} />
        )}
        {details.isPremium && details.hasSubscription && (
          <div className="subscription-actions">
            {canceled ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={!details.canReactivate && page.paymentsConfigured !== null}
                onClick={() => void change('reactivate')}
              >
                Reactivate Subscription
              </button>
            ) : (
              <button type="button" className="btn btn-danger" onClick={() => setConfirmCancel(true)}>
                Cancel Subscription
              </button>
            )}
          </div>
        )}
        <nav className="card subscription-help" aria-label="Help with billing">
          <AppLink to="/support" className="subscription-help-link">
            <LifeBuoy size={18} aria-hidden="true" />
            Contact Support
          </AppLink>
          <AppLink to="/support#billing-faq" className="subscription-help-link">
            <HelpCircle size={18} aria-hidden="true" />
            Billing FAQ
          </AppLink>
        </nav>
      </div>
      <CancelDialog
        open={confirmCancel}
        periodEnd={details.currentPeriodEnd}
        onConfirm={() => void change('cancel')}
        onClose={() => setConfirmCancel(false)}
      />
    </section>
  );
}
