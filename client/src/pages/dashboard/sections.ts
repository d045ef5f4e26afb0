import type { NavKey } from '../../components/layout/navItems';

export type SectionKey =
  | 'home'
  | 'profile'
  | 'explore'
  | 'notifications'
  | 'settings'
  | 'subscription-details'
  | 'saved'
  | 'messages'
  | 'bookmarks'
  | 'lists'
  | 'advertiser'
  | 'hashtag'
  | 'drafts'
  | 'scheduled'
  | 'post';

export interface Section {
  key: SectionKey;
  title: string;
  /** The member named in /profile/:username, the tag of /hashtag/:hashtag, or the id of /post/:id. */
  param?: string;
}

const TITLES: Record<SectionKey, string> = {
  home: 'Home',
  profile: 'Profile',
  explore: 'Explore',
  notifications: 'Notifications',
  settings: 'Settings',
  'subscription-details': 'Subscription Details',
  saved: 'Saved',
  messages: 'Messages',
  bookmarks: 'Bookmarks',
  lists: 'Lists',
  advertiser: 'Advertiser Dashboard',
  hashtag: 'Hashtag',
  drafts: 'Drafts',
  scheduled: 'Scheduled Posts',
  post: 'Post',
};

/** Sections reached through /dashboard?section=... (the others have paths of their own). */
const QUERY_SECTIONS: readonly SectionKey[] = [
  'home',
  'profile',
  'explore',
  'notifications',
  'settings',
  'subscription-details',
  'saved',
];

const PATH_SECTIONS: Record<string, SectionKey> = {
  profile: 'profile',
  settings: 'settings',
  explore: 'explore',
  notifications: 'notifications',
  messages: 'messages',
  bookmarks: 'bookmarks',
  lists: 'lists',
  advertiser: 'advertiser',
  hashtag: 'hashtag',
  drafts: 'drafts',
  scheduled: 'scheduled',
  post: 'post',
};

/** Spec 000 "Dashboard": one layout, the section picked from the path (and ?section= on /dashboard). */
export function sectionFromLocation(pathname: string, search: string): Section {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  const param = second === undefined ? undefined : safeDecode(second);
  if (first === 'dashboard' || first === '') {
    const wanted = new URLSearchParams(search).get('section') as SectionKey | null;
    const key = wanted && QUERY_SECTIONS.includes(wanted) ? wanted : 'home';
    return { key, title: TITLES[key] };
  }
  const key = PATH_SECTIONS[first] ?? 'home';
  if (key === 'hashtag' && param) return { key, title: `#${param.replace(/^#/, '')}`, param };
  return param && (key === 'profile' || key === 'post')
    ? { key, title: TITLES[key], param }
    : { key, title: TITLES[key] };
}

/** Which sidebar entry is current; "Profile" only for the member's own profile. */
export function navKeyOf(section: Section, ownUsername: string): NavKey | null {
  const key = section.key;
  if (key === 'profile' && section.param && section.param.toLowerCase() !== ownUsername.toLowerCase())
    return null;
  switch (key) {
    case 'home':
    case 'profile':
    case 'explore':
    case 'notifications':
    case 'messages':
    case 'bookmarks':
    case 'lists':
    case 'settings':
    case 'subscription-details':
      return key;
    default:
      return null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
