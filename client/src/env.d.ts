/** Build settings read through import.meta.env (see README: VITE_API_ORIGIN). */
interface ImportMetaEnv {
  readonly VITE_API_ORIGIN?: string;
}
