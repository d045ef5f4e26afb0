import { useEffect, useState } from 'react';
import { PICTURE_RETRY_DELAYS_MS } from '@flock/shared';
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

/**
 * A member's round picture. A picture that fails to load is tried again after 1, 2 and 3 seconds;
 * after that, and when there is none, the initial letter is shown.
 */
export function Avatar({ src, name, size = 40, alt = '', className = '', initials }: AvatarProps) {
  const [load, setLoad] = useState<PictureLoad>({ src, attempt: 0, phase: 'loading' });
  if (load.src !== src) setLoad({ src, attempt: 0, phase: 'loading' });

  useEffect(() => {
    if (load.phase !== 'waiting') return;
    const timer = setTimeout(
      () => setLoad((l) => ({ ...l, attempt: l.attempt + 1, phase: 'loading' })),
      PICTURE_RETRY_DELAYS_MS[load.attempt],
    );
    return () => clearTimeout(timer);
  }, [load.phase, load.attempt]);

  const onError = () =>
    setLoad((l) => ({ ...l, phase: l.attempt < PICTURE_RETRY_DELAYS_MS.length ? 'waiting' : 'failed' }));

  const style = { width: size, height: size, fontSize: Math.round(size * (initials ? 0.36 : 0.42)) };
  const showPicture = Boolean(src) && load.phase === 'loading';
  return (
    <span className={`avatar ${className}`} style={style}>
      {showPicture ? (
        <img
          key={load.attempt}
          src={src ?? undefined}
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
