import type { ReactNode } from 'react';
import { StaticShell } from './StaticShell';

type StaticPageKey = 'terms' | 'privacy';

const PAGES: Record<StaticPageKey, { title: string; body: ReactNode }> = {
  terms: {
    title: 'Terms of Service',
    body: (
      <>
        <p>
          Flock is a small social network for short posts. By creating an account you agree to these terms.
        </p>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself and your details accurate. You are responsible for what is posted
          from your account. You can delete your account at any time from Settings.
        </p>
        <h2>What you post</h2>
        <p>
          You keep the rights to what you post and let Flock show it to the people you choose. Do not post
          anything illegal, hateful or harassing, or anything that is not yours to share. Posts and accounts
          that break these rules may be removed.
        </p>
        <h2>The service</h2>
        <p>
          Flock is offered as it is. Features may change, and the service may be unavailable at times. A
          premium subscription can be cancelled whenever you like and stays active until the end of the period
          paid for.
        </p>
      </>
    ),
  },
  privacy: {
    title: 'Privacy Policy',
    body: (
      <>
        <p>This page says what Flock keeps about you and why.</p>
        <h2>What we store</h2>
        <p>
          Your name, email address, username, a secure hash of your password (never the password itself), your
          profile picture and bio, your posts and your settings.
        </p>
        <h2>How it is used</h2>
        <p>
          To run your account: signing in, verification codes and password resets by email, and the
          notifications you turn on. Your data is not sold and there are no third-party trackers or
          advertising cookies.
        </p>
        <h2>On your device</h2>
        <p>
          Flock keeps a copy of your own data in your browser so it works offline. Signing out removes it from
          the device.
        </p>
        <h2>Deleting your data</h2>
        <p>Deleting your account in Settings removes your account and the data linked to it.</p>
      </>
    ),
  },
};

/** Terms and privacy: short, plain pages with a way back. */
export default function StaticPage({ page }: { page: StaticPageKey }) {
  const { title, body } = PAGES[page];
  return <StaticShell title={title}>{body}</StaticShell>;
}
