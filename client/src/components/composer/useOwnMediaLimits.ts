import { mediaLimitsFor, type MediaLimits } from '@flock/shared';
import { useAuth } from '../../auth/useAuth';

/** The signed-in member's own media limits: what the composer shows and checks before any upload. */
export function useOwnMediaLimits(): MediaLimits {
  return mediaLimitsFor(useAuth().user ?? {});
}
