import { normaliseApiOrigin } from '@flock/shared';

/** The API origin of this build (VITE_API_ORIGIN), the same the page calls: '' for the worker's own origin. */
export const API_ORIGIN = normaliseApiOrigin(import.meta.env.VITE_API_ORIGIN);
