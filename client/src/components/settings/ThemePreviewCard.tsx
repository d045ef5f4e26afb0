import { Heart, MessageCircle, Repeat2, SwatchBook } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { useTheme } from '../../theme/useTheme';
import { Avatar } from '../profile/Avatar';
import { SettingsCard } from './SettingsCard';

/** A small mock post drawn with the current theme's colours. */
export function ThemePreviewCard({ user }: { user: SelfUserDto }) {
  const { theme } = useTheme();
  return (
    <SettingsCard title="Theme Preview" icon={SwatchBook}>
      <div className="theme-preview" aria-label={`Sample post in the ${theme} theme`} role="img">
        <Avatar src={user.profilePicture} name={user.firstName || user.username} size={40} />
        <div className="theme-preview-body">
          <p className="theme-preview-author">
            <strong>{user.fullName || user.username}</strong>{' '}
            <span className="muted">@{user.username} · now</span>
          </p>
          <p className="theme-preview-text">
            This is how posts look in the {theme} theme. <span className="theme-preview-tag">#Flock</span>
          </p>
          <div className="theme-preview-actions muted" aria-hidden="true">
            <span>
              <MessageCircle size={16} /> 4
            </span>
            <span>
              <Repeat2 size={16} /> 2
            </span>
            <span>
              <Heart size={16} /> 12
            </span>
          </div>
        </div>
      </div>
    </SettingsCard>
  );
}
