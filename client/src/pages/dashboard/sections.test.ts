import { describe, expect, it } from 'vitest';
import { navKeyOf, sectionFromLocation } from './sections';
import { timeOfDayGreeting } from './greeting';

describe('sectionFromLocation', () => {
  it('maps each dashboard path to its section', () => {
    expect(sectionFromLocation('/dashboard', '').key).toBe('home');
    expect(sectionFromLocation('/profile', '').key).toBe('profile');
    expect(sectionFromLocation('/settings', '').key).toBe('settings');
    expect(sectionFromLocation('/explore', '').key).toBe('explore');
    expect(sectionFromLocation('/notifications', '').key).toBe('notifications');
    expect(sectionFromLocation('/messages', '').key).toBe('messages');
    expect(sectionFromLocation('/scheduled', '').title).toBe('Scheduled Posts');
  });

  it('reads ?section= on /dashboard and ignores unknown values', () => {
    expect(sectionFromLocation('/dashboard', '?section=subscription-details')).toEqual({
      key: 'subscription-details',
      title: 'Subscription Details',
    });
    expect(sectionFromLocation('/dashboard', '?section=saved').key).toBe('saved');
    expect(sectionFromLocation('/dashboard', '?section=../../etc').key).toBe('home');
  });

  it('keeps the username, the hashtag and the post id', () => {
    expect(sectionFromLocation('/profile/grace', '')).toMatchObject({ key: 'profile', param: 'grace' });
    expect(sectionFromLocation('/post/p-1', '')).toEqual({ key: 'post', title: 'Post', param: 'p-1' });
    expect(sectionFromLocation('/hashtag/react%20js', '')).toMatchObject({
      key: 'hashtag',
      title: '#react js',
    });
  });
});

describe('navKeyOf', () => {
  it('marks Profile only for the member’s own profile', () => {
    expect(navKeyOf(sectionFromLocation('/profile', ''), 'ada')).toBe('profile');
    expect(navKeyOf(sectionFromLocation('/profile/ADA', ''), 'ada')).toBe('profile');
    expect(navKeyOf(sectionFromLocation('/profile/grace', ''), 'ada')).toBeNull();
  });

  it('has no sidebar entry for sections outside the sidebar', () => {
    expect(navKeyOf(sectionFromLocation('/drafts', ''), 'ada')).toBeNull();
    expect(navKeyOf(sectionFromLocation('/dashboard', '?section=subscription-details'), 'ada')).toBe(
      'subscription-details',
    );
  });
});

describe('timeOfDayGreeting', () => {
  const at = (hour: number) => new Date(2025, 0, 1, hour, 30);
  it('changes at 5, 12 and 17 o’clock', () => {
    expect(timeOfDayGreeting(at(4))).toBe('Good evening');
    expect(timeOfDayGreeting(at(5))).toBe('Good morning');
    expect(timeOfDayGreeting(at(11))).toBe('Good morning');
    expect(timeOfDayGreeting(at(12))).toBe('Good afternoon');
    expect(timeOfDayGreeting(at(16))).toBe('Good afternoon');
    expect(timeOfDayGreeting(at(17))).toBe('Good evening');
    expect(timeOfDayGreeting(at(23))).toBe('Good evening');
  });
});
