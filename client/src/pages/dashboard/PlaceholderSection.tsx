import { Bell, Compass, Hash, Star, type LucideIcon } from 'lucide-react';
import type { Section, SectionKey } from './sections';

const NOT_YET: Partial<Record<SectionKey, { icon: LucideIcon; line: string }>> = {
  explore: { icon: Compass, line: 'Finding and following members is not available yet.' },
  notifications: { icon: Bell, line: 'The full list of notifications is not available yet.' },
  hashtag: { icon: Hash, line: 'Pick a hashtag in a post to see its page.' },
  saved: { icon: Star, line: 'Saved posts are not available yet.' },
};

/** A section whose feature has not been built: its title and one honest line. */
export function PlaceholderSection({ section }: { section: Section }) {
  const entry = NOT_YET[section.key] ?? { icon: Compass, line: 'This section is not available yet.' };
  const Icon = entry.icon;
  return (
    <section className="section" aria-labelledby="section-title">
      <h1 id="section-title" className="section-title">
        {section.title}
      </h1>
      <div className="card empty-state">
        <span className="empty-state-icon" aria-hidden="true">
          <Icon size={28} />
        </span>
        <p className="empty-state-text">{entry.line}</p>
      </div>
    </section>
  );
}
