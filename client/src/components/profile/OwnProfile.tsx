import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pencil, Settings } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { useAuth } from '../../auth/useAuth';
import { useOwnFollowingCount } from '../../data/ownFollowing';
import { useFreshOwnCounts, useOwnPostsCount } from '../../data/ownCounts';
import { confirmationOf } from '../../sync/confirmation';
import { Alert } from '../ui/Alert';
import { ChangePictureButton } from './ChangePictureButton';
import { EditProfileForm } from './EditProfileForm';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabs, useProfileTabs } from './ProfileTabs';
import './Profile.css';

/** The member's own profile: view, edit, change picture. */
export function OwnProfile({ user }: { user: SelfUserDto }) {
  const { setUser } = useAuth();
  useFreshOwnCounts();
  const followingCount = useOwnFollowingCount(user.followingCount);
  const postsCount = useOwnPostsCount(user.postsCount);
  const navigate = useNavigate();
  const tabs = useProfileTabs();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const saved = (updated: SelfUserDto, text: string) => {
    setUser(updated);
    setNotice({ tone: 'success', text });
  };

  const actions = editing ? undefined : (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => navigate('/settings')}>
        <Settings size={18} aria-hidden="true" />
        Settings
      </button>
      <button
        ref={editButtonRef}
        type="button"
        className="btn btn-primary"
        onClick={() => {
          setNotice(null);
          setEditing(true);
        }}
      >
        <Pencil size={18} aria-hidden="true" />
        Edit Profile
      </button>
    </>
  );

  return (
    <div className="section">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ProfileHeader
        user={{ ...user, followingCount, postsCount }}
        actions={actions}
        onShowTab={tabs.show}
        avatarAction={
          <ChangePictureButton
            onUploaded={(updated) => saved(updated, 'Profile picture updated.')}
            onError={(message) => setNotice(message ? { tone: 'error', text: message } : null)}
          />
        }
      >
        {editing ? (
          <EditProfileForm
            user={user}
            onCancel={() => setEditing(false)}
            onSaved={(updated) => {
              setEditing(false);
              saved(updated, confirmationOf('Profile updated.', 'Profile edit'));
            }}
          />
        ) : undefined}
      </ProfileHeader>
      <ProfileTabs tabs={tabs} member={user} own />
    </div>
  );
}
