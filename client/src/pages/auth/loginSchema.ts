// Loaded on first use by the login page, so zod is not part of its first load.
export { LoginSchema } from '@flock/shared';
