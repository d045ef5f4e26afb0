import { normaliseApiOrigin } from '@flock/shared';

/**
 * The origin this build calls for the API, the socket and the media: '' (this page's own) unless the
 * client was built with VITE_API_ORIGIN, e.g. for a web host apart from the API.
 */
export const API_ORIGIN = normaliseApiOrigin(import.meta.env.VITE_API_ORIGIN);
