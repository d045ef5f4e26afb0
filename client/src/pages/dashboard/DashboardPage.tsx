import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SelfUserDto } from '@flock/shared';
import { ComposeFromLink } from '../../components/composer/ComposeFromLink';
import { ComposerProvider } from '../../components/composer/ComposerProvider';
import { AppShell } from '../../components/layout/AppShell';
import { Spinner } from '../../components/ui/LoadingScreen';
import { OwnProfileContext } from '../../data/ownProfileContext';
import { useOwnProfile, useOwnProfileSync } from '../../data/profile';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRealtime } from '../../realtime/useRealtime';
import { clearAnswerCaches } from '../../streams/answerCache';
import { useSyncEngine } from '../../sync/useSyncEngine';
import { PlaceholderSection } from './PlaceholderSection';
import { navKeyOf, sectionFromLocation, type Section } from './sections';
import './Dashboard.css';

const HomeSection = lazy(() => import('./HomeSection'));
const ProfileSection = lazy(() => import('./ProfileSection'));
const ExploreSection = lazy(() => import('./ExploreSection'));
const SettingsSection = lazy(() => import('./SettingsSection'));
const NotificationsSection = lazy(() => import('../../components/notifications/NotificationsSection'));
const PostPage = lazy(() => import('../post/PostPage'));
const BookmarksSection = lazy(() => import('./BookmarksSection'));
const ListsSection = lazy(() => import('./ListsSection'));
const HashtagSection = lazy(() => import('./HashtagSection'));
const SubscriptionSection = lazy(() => import('../../components/subscription/SubscriptionSection'));
const DraftsSection = lazy(() => import('../drafts/DraftsSection'));
const ScheduledSection = lazy(() => import('../scheduled/ScheduledSection'));
const MessagesPage = lazy(() => import('../messages/MessagesPage'));
const AdvertiserPage = lazy(() => import('../advertiser/AdvertiserPage'));

/** The one signed-in layout; the section comes from the path. */
export default function DashboardPage() {
  useOwnProfileSync();
  useSyncEngine();
  useRealtime();
  const user = useOwnProfile();
  // The search boxes' remembered answers were found for this member: they go when the layout does.
  useEffect(() => clearAnswerCaches, [user?.id]);
  const { pathname, search } = useLocation();
  const section = useMemo(() => sectionFromLocation(pathname, search), [pathname, search]);
  useDocumentTitle(section.title);
  useFocusMainOnNavigation(pathname + search);
  // The hooks above wake this page when what they follow answers (the device's copy of the profile,
  // the sync engine, the live connection) and most often nothing shown changed: the same layout is
  // then handed back, and Preact leaves the whole tree under it as it is.
  const layout = useMemo(() => user && <DashboardLayout user={user} section={section} />, [user, section]);
  return layout;
}

/** The layout and the section for one member and one place. */
function DashboardLayout({ user, section }: { user: SelfUserDto; section: Section }) {
  return (
    <OwnProfileContext.Provider value={user}>
      <ComposerProvider>
        <ComposeFromLink />
        <AppShell user={user} active={navKeyOf(section, user.username)}>
          <Suspense
            fallback={
              <div className="section-loading">
                <Spinner />
              </div>
            }
          >
            <SectionView section={section} />
          </Suspense>
        </AppShell>
      </ComposerProvider>
    </OwnProfileContext.Provider>
  );
}

function SectionView({ section }: { section: Section }) {
  switch (section.key) {
    case 'home':
      return <HomeSection />;
    case 'profile':
      return <ProfileSection username={section.param} />;
    case 'explore':
      return <ExploreSection />;
    case 'settings':
      return <SettingsSection />;
    case 'notifications':
      return <NotificationsSection />;
    case 'post':
      return section.param ? <PostPage postId={section.param} /> : <HomeSection />;
    case 'bookmarks':
      return <BookmarksSection />;
    case 'lists':
      return <ListsSection />;
    case 'hashtag':
      return section.param ? (
        <HashtagSection tag={section.param} />
      ) : (
        <PlaceholderSection section={section} />
      );
    case 'subscription-details':
      return <SubscriptionSection />;
    case 'drafts':
      return <DraftsSection />;
    case 'scheduled':
      return <ScheduledSection />;
    case 'messages':
      return <MessagesPage />;
    case 'advertiser':
      return <AdvertiserPage />;
    default:
      return <PlaceholderSection section={section} />;
  }
}

/** After moving to another section, focus goes to the main column so reading starts there. */
function useFocusMainOnNavigation(where: string): void {
  const first = useRef(where);
  useEffect(() => {
    if (first.current === where) return;
    first.current = '';
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [where]);
}
