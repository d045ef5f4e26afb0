import {
  Bell,
  Bookmark,
  Compass,
  Crown,
  House,
  List,
  Mail,
  Settings,
  User,
  type LucideIcon,
} from 'lucide-react';

export type NavKey =
  | 'home'
  | 'profile'
  | 'explore'
  | 'notifications'
  | 'messages'
  | 'bookmarks'
  | 'lists'
  | 'settings'
  | 'subscription-details';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
  icon: LucideIcon;
  /** On phones: in the bottom tab bar, or in the "More" sheet. */
  phone: 'bar' | 'more';
}

/** Spec 000 "Dashboard": the sidebar, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', label: 'Home', to: '/dashboard', icon: House, phone: 'bar' },
  { key: 'profile', label: 'Profile', to: '/profile', icon: User, phone: 'bar' },
  { key: 'explore', label: 'Explore', to: '/explore', icon: Compass, phone: 'bar' },
  { key: 'notifications', label: 'Notifications', to: '/notifications', icon: Bell, phone: 'bar' },
  { key: 'messages', label: 'Messages', to: '/messages', icon: Mail, phone: 'bar' },
  { key: 'bookmarks', label: 'Bookmarks', to: '/bookmarks', icon: Bookmark, phone: 'more' },
  { key: 'lists', label: 'Lists', to: '/lists', icon: List, phone: 'more' },
  { key: 'settings', label: 'Settings', to: '/settings', icon: Settings, phone: 'more' },
  {
    key: 'subscription-details',
    label: 'Subscription Details',
    to: '/dashboard?section=subscription-details',
    icon: Crown,
    phone: 'more',
  },
];
