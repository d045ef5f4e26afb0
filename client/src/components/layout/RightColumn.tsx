import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';

/** The wide-screen side column. */
export function RightColumn() {
  return (
    <aside className="shell-aside" aria-label="Suggestions">
      <section className="card aside-card" aria-labelledby="who-to-follow">
        <h2 id="who-to-follow">Who to follow</h2>
        <div className="aside-empty">
          <Users size={28} aria-hidden="true" />
          <p className="muted">Suggestions will appear here once Explore is available.</p>
        </div>
      </section>
      <footer className="aside-footer">
        <Link to="/terms">Terms</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/support">Support</Link>
        <span>© {new Date().getFullYear()} Flock</span>
      </footer>
    </aside>
  );
}
