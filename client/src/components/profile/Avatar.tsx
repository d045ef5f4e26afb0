import { useEffect, useState } from 'react';
import { PICTURE_RETRY_DELAYS_MS } from '@flock/shared';
import { smallAvatarUrl, useDataSaver } from '../../data/dataSaver';
import './Avatar.css';

interface PictureLoad {
  src: string | null | undefined;
  attempt: number;
  phase: 'loading' | 'waiting' | 'failed';
}

interface AvatarProps {
  src: string | null | undefined;
  /** Whose picture: the initial letter comes from it when there is no picture. */
  name: string;
  size?: number;
  /** Empty when the name is already next to the picture. */
  alt?: string;
  className?: string;
  /** Shown instead of the name's initial letter when there is no picture (e.g. "AL"). */
  initials?: string;
}

/** Up to this size on screen, the data saver shows the small picture (96 px covers 2x screens). */
const SMALL_AVATAR_MAX_SHOWN_PX = 48;

/**
 * A member's round picture. A picture that fails to load is tried again after 1, 2 and 3 seconds;
 * after that, and when there is none, the initial letter is shown.
 */
export function Avatar({ src, name, size = 40, alt = '', className = '', initials }: AvatarProps) {
  const [load, setLoad] = useState<PictureLoad>({ src, attempt: 0, phase: 'loading' });
  // Data saver: small pictures from the small file; a picture without one falls back to the full file.
  const saver = useDataSaver().active;
  const [noSmall, setNoSmall] = useState<string | null>(null);
  const small =
    saver && src && size <= SMALL_AVATAR_MAX_SHOWN_PX && noSmall !== src ? smallAvatarUrl(src) : null;
  if (load.src !== src) setLoad({ src, attempt: 0, phase: 'loading' });

  useEffect(() => {
    if (load.phase !== 'waiting') return;
    const timer = setTimeout(
      () => setLoad((l) => ({ ...l, attempt: l.attempt + 1, phase: 'loading' })),
      PICTURE_RETRY_DELAYS_MS[load.attempt],
    );
    return () => clearTimeout(timer);
  }, [load.phase, load.attempt]);

  const onError = () => {
    if (small) setNoSmall(src ?? null);
    else setLoad((l) => ({ ...l, phase: l.attempt < PICTURE_RETRY_DELAYS_MS.length ? 'waiting' : 'failed' }));
  };

  const style = { width: size, height: size, fontSize: Math.round(size * (initials ? 0.36 : 0.42)) };
  const showPicture = Boolean(src) && load.phase === 'loading';
  return (
    <span className={`avatar ${className}`} style={style}>
      {showPicture ? (
        <img
          key={load.attempt}
          src={small ?? src ?? undefined}
          alt={alt}
          width={size}
          height={size}
          onError={onError}
        />
      ) : (
        <span
          className="avatar-initial"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          {initials || initialOf(name)}
        </span>
      )}
    </span>
  );
}

export function initialOf(name: string): string {
  const first = name.trim().codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toUpperCase();
}
