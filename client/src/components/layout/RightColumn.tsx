import { WhoToFollow } from '../people/WhoToFollow';
import { AppLink } from '../ui/AppLink';

/** The wide-screen side column. */
export function RightColumn() {
  return (
    <aside className="shell-aside" aria-label="Suggestions">
      <WhoToFollow />
      <footer className="aside-footer">
        <AppLink to="/terms">Terms</AppLink>
        <AppLink to="/privacy">Privacy</AppLink>
        <AppLink to="/support">Support</AppLink>
        <span>© {new Date().getFullYear()} Flock</span>
      </footer>
    </aside>
  );
}
