/** What the build (vite-plugin-pwa's Vite build of the worker) puts into import.meta.env. */
interface ImportMetaEnv {
  readonly VITE_API_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
