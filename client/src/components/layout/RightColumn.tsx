import { Link } from 'react-router-dom';
import { WhoToFollow } from '../people/WhoToFollow';

/** The wide-screen side column. */
export function RightColumn() {
  return (
    <aside className="shell-aside" aria-label="Suggestions">
      <WhoToFollow />
      <footer className="aside-footer">
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/support">Support</Link>
        <span>© {new Date().getFullYear()} Flock</span>
      </footer>
    </aside>
  );
}
