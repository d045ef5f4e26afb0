import { MemberProfile } from '../../components/profile/MemberProfile';
import { OwnProfile } from '../../components/profile/OwnProfile';
import { useOwnProfile } from '../../data/profile';
import '../../components/profile/Profile.css';

/** /profile (the member's own) and /profile/:username (anyone's, the member's own included). */
export default function ProfileSection({ username }: { username?: string }) {
  const user = useOwnProfile();
  if (!user) return null;
  const own = username === undefined || username.toLowerCase() === user.username.toLowerCase();
  return own ? (
    <OwnProfile user={user} />
  ) : (
    <MemberProfile key={username.toLowerCase()} username={username} />
  );
}
