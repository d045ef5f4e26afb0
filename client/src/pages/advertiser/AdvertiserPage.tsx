import { useContext, useEffect, useRef, useState } from 'react';
import { Megaphone } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { AD_MESSAGES } from '@flock/shared';
import { AdAnalytics } from '../../components/ads/AdAnalytics';
import { AdCreateForm } from '../../components/ads/AdCreateForm';
import { AdList } from '../../components/ads/AdList';
import { AdSummaryTiles } from '../../components/ads/AdSummaryTiles';
import { AdTabs, type AdTabKey } from '../../components/ads/AdTabs';
import { payForAd } from '../../components/ads/payForAd';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/LoadingScreen';
import { setAdPaused, useOwnAds } from '../../data/ads';
import { OwnProfileContext } from '../../data/ownProfileContext';
import type { AdRecord } from '../../db/adRecords';
import { memberDb } from '../../db/memberDb';
import { savedOnDevice } from '../../sync/confirmation';
import '../../components/ads/ads.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

/** /advertiser (spec 001 "Advertiser dashboard"): summary tiles, tabs, the creation form, the campaigns. */
export default function AdvertiserPage() {
  const member = useContext(OwnProfileContext);
  const own = useOwnAds();
  const [tab, setTab] = useState<AdTabKey>('overview');
  const [notice, setNotice] = useState<Notice>(null);
  const [payingId, setPayingId] = useState<string | null>(null);
  const [justCreated, setJustCreated] = useState<string | null>(null);
  const paymentStartedFor = useRef<string | null>(null);
  const [analyticsId, setAnalyticsId] = useState<string | null>(null);
  const createdState = useCreatedAd(member?.id ?? null, justCreated);
  const createFailure = createdState?.failure ?? null;

  const pay = async (ad: Pick<AdRecord, 'id' | 'title'>) => {
    if (!member || payingId) return;
    setPayingId(ad.id);
    setNotice(null);
    const outcome = await payForAd(ad, member);
    setPayingId(null);
    if (outcome.kind === 'paid') {
      setNotice(
        outcome.ad.status === 'rejected'
          ? { tone: 'error', text: `${AD_MESSAGES.rejected}: ${outcome.ad.rejection_reason ?? ''}` }
          : { tone: 'success', text: AD_MESSAGES.paid },
      );
    } else if (outcome.kind === 'failed') setNotice({ tone: 'error', text: outcome.message });
  };

  // A campaign just created goes on to payment as soon as its create has reached the server.
  const sent = createdState?.sent ?? null;
  useEffect(() => {
    if (!sent || paymentStartedFor.current === sent.id) return;
    paymentStartedFor.current = sent.id;
    void Promise.resolve(sent).then(pay);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per created campaign
  }, [sent]);
  const shownNotice: Notice = createFailure ? { tone: 'error', text: createFailure } : notice;

  const onCreated = (id: string) => {
    setJustCreated(id);
    setNotice(
      navigator.onLine
        ? { tone: 'info', text: AD_MESSAGES.created }
        : { tone: 'info', text: `${savedOnDevice('Your campaign')} Pay for it then.` },
    );
  };

  return (
    <section className="section advertiser" aria-labelledby="section-title">
      <h1 id="section-title" className="section-title">
        Advertiser Dashboard
      </h1>
      {own.ads === undefined ? (
        <div className="section-loading">
          <Spinner />
        </div>
      ) : (
        <>
          <AdSummaryTiles ads={own.ads} />
          <AdTabs selected={tab} onSelect={setTab}>
            {tab === 'overview' && (
              <>
                {shownNotice && <Alert tone={shownNotice.tone}>{shownNotice.text}</Alert>}
                <AdCreateForm onCreated={onCreated} />
                <h3 className="ad-list-title">Your campaigns</h3>
                {own.error && (
                  <Alert tone="error">
                    {own.error}{' '}
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void own.refresh()}>
                      Retry
                    </button>
                  </Alert>
                )}
                {own.ads.length === 0 ? (
                  <div className="card empty-state">
                    <span className="empty-state-icon" aria-hidden="true">
                      <Megaphone size={28} />
                    </span>
                    <p className="empty-state-title">No campaigns yet</p>
                    <p className="empty-state-text">Create one above to reach members in their feed.</p>
                  </div>
                ) : (
                  <AdList
                    ads={own.ads}
                    unsent={own.unsent}
                    payingId={payingId}
                    onPay={(ad) => void pay(ad)}
                    onPause={(ad, paused) => void setAdPaused(ad, paused)}
                    onAnalytics={(ad) => {
                      setAnalyticsId(ad.id);
                      setTab('analytics');
                    }}
                  />
                )}
              </>
            )}
            {tab === 'campaigns' && (
              <div className="card empty-state">
                <p className="empty-state-title">Coming soon</p>
                <p className="empty-state-text">Campaign groups are on their way.</p>
              </div>
            )}
            {tab === 'analytics' && (
              <AdAnalytics
                ads={own.ads.filter((ad) => !own.unsent.has(ad.id))}
                selectedId={analyticsId}
                onSelect={setAnalyticsId}
              />
            )}
          </AdTabs>
        </>
      )}
    </section>
  );
}

/**
 * A campaign created here: `sent` once its create has reached the server and it waits for payment,
 * `failure` when the server refused it. One read of both tables, so they always agree.
 */
function useCreatedAd(
  userId: string | null,
  adId: string | null,
): { sent: AdRecord | null; failure: string | null } | undefined {
  return useLiveQuery(async () => {
    if (!userId || !adId) return { sent: null, failure: null };
    const db = memberDb(userId);
    return db.transaction('r', db.ads, db.outbox, async () => {
      const entries = await db.outbox.where('entityId').equals(adId).toArray();
      const create = entries.find((entry) => entry.kind === 'ad.create');
      if (create?.state === 'failed') {
        return { sent: null, failure: create.error?.message || AD_MESSAGES.createFailed };
      }
      const ad = create ? undefined : await db.ads.get(adId);
      return { sent: ad?.status === 'pending' ? ad : null, failure: null };
    });
  }, [userId, adId]);
}
