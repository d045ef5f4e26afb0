import { OwnProfile } from '../../components/profile/OwnProfile';
import { UserNotFound } from '../../components/profile/ProfileStates';
import { useOwnProfile } from '../../data/profile';
import '../../components/profile/Profile.css';

/**
 * /profile and /profile/:username. Other members' profiles arrive with the follow feature; until
 * then a username other than the member's own is not found.
 */
export default function ProfileSection({ username }: { username?: string }) {
  const user = useOwnProfile();
  if (!user) return null;
  const own = username === undefined || username.toLowerCase() === user.username.toLowerCase();
  return own ? <OwnProfile user={user} /> : <UserNotFound username={username} />;
}
