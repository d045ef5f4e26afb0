import type { ReactElement } from 'react';
import { createServer, defaultServerConditions, type Plugin, type Rollup } from 'vite';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES } from '../../shared/src/pwa.js';
import { memoryStorage } from './memoryStorage.js';
import { LIBRARIES_USING_REACT, PREACT_ALIASES } from './preactAliases.js';

/** The module of each prerendered page, whose chunk and styles its HTML names up front. */
const PAGE_MODULES: Record<(typeof PRERENDERED_PAGES)[number]['path'], string> = {
  '/login': 'src/pages/auth/LoginPage.tsx',
  '/register': 'src/pages/auth/RegisterPage.tsx',
  '/forgot-password': 'src/pages/auth/ForgotPasswordPage.tsx',
};

const RENDER_ENTRY = '/src/prerender/guestPages.tsx';
/**
 * The browser paints nothing before it has read the page to its end: a paint of half a page, its card
 * centred, would then move as the rest arrives (a layout shift of the whole card).
 */
const PAGE_END = 'prerendered-end';
const WAIT_FOR_PAGE_END = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<!-- \/root -->\s*<\/div>/;
/** A style sheet index.html links (Vite writes the entry's CSS so); the file's name has no quote or space. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"\s]+\.css)">/g;

/**
 * Builds each guest page of PRERENDERED_PAGES to HTML: the built index.html with the page rendered
 * into its root, the entry's and the page's styles inline and its chunks preloaded. The browser
 * paints the page from the HTML alone; the app then takes it over (main.tsx). Runs after Vite wrote
 * index.html into the bundle and before the worker's precache list is made, so the files are
 * precached with the rest.
 */
export function prerenderGuestPages(conditions: string[]): Plugin {
  let root = '';
  return {
    name: 'flock:prerender-guest-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('index.html is not in the bundle');
      const shell = String(index.source);
      if (!ROOT_ELEMENT.test(shell))
        throw new Error('index.html has no <div id="root"> ending in <!-- /root -->');

      const render = await loadRenderer(root, conditions);
      try {
        for (const page of PRERENDERED_PAGES) {
          const markup = await withoutErrors(page.path, () =>
            render.renderToHtml(render.guestPage(page.path)),
          );
          const head = headFor(bundle, PAGE_MODULES[page.path], shell);
          const html = withShellStylesInline(bundle, shell)
            .replace(
              ROOT_ELEMENT,
              () =>
                `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div><span id="${PAGE_END}" hidden></span>`,
            )
            .replace('</head>', () => `${head}${WAIT_FOR_PAGE_END}</head>`);
          this.emitFile({ type: 'asset', fileName: page.file, source: html });
        }
      } finally {
        await render.close();
      }
    },
  };
}

interface Renderer {
  guestPage(path: string): ReactElement;
  renderToHtml(element: ReactElement): Promise<string>;
  close(): Promise<void>;
}

/**
 * The app's modules loaded in Node through Vite (its SSR loader, with Preact for React as in the page;
 * the libraries that import React are loaded through Vite too, so the alias reaches them), with empty
 * in-memory storage standing in for the browser's: a visitor with nothing stored.
 */
async function loadRenderer(root: string, conditions: string[]): Promise<Renderer> {
  const globals = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  const saved = { localStorage: globals.localStorage, sessionStorage: globals.sessionStorage };
  globals.localStorage = memoryStorage();
  globals.sessionStorage = memoryStorage();
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: PREACT_ALIASES, conditions },
    // Loaded through Vite, react-router is taken as its ES module build (`module-sync`, as Node takes it).
    ssr: {
      noExternal: LIBRARIES_USING_REACT,
      resolve: { conditions: ['module-sync', ...defaultServerConditions] },
    },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const restore = async () => {
    await server.close();
    Object.assign(globals, saved);
  };
  try {
    const module = (await server.ssrLoadModule(RENDER_ENTRY)) as Omit<Renderer, 'close'>;
    return { guestPage: module.guestPage, renderToHtml: module.renderToHtml, close: restore };
  } catch (error) {
    await restore();
    throw error;
  }
}

/**
 * The page's HTML, and a failed build if anything went wrong while rendering it: Preact's renderer
 * lets the app's ErrorBoundary catch a render error and draw its error screen, which it reports with
 * console.error.
 */
async function withoutErrors(path: string, render: () => Promise<string>): Promise<string> {
  const errors: unknown[][] = [];
  const report = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const markup = await render();
    if (errors.length > 0)
      throw new Error(`${path}: ${errors.map((args) => args.map(String).join(' ')).join('; ')}`);
    return markup;
  } finally {
    console.error = report;
  }
}

/**
 * The shell's style sheets (the entry's CSS) written into the page where it linked them: a guest's
 * first visit then paints without waiting for one more request. Its later pages in the app have them
 * already, in the same place.
 */
function withShellStylesInline(bundle: Rollup.OutputBundle, shell: string): string {
  return shell.replace(STYLESHEET_LINK, (_link, file: string) => `<style>${cssOf(bundle, file)}</style>`);
}

function cssOf(bundle: Rollup.OutputBundle, file: string): string {
  const asset = bundle[file];
  if (asset?.type !== 'asset') throw new Error(`${file} is not in the bundle`);
  return String(asset.source);
}

/**
 * The page chunk's styles inline (no request before the first paint) and its scripts preloaded,
 * leaving out what the shell loads already.
 */
function headFor(bundle: Rollup.OutputBundle, pageModule: string, shell: string): string {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${pageModule}`));
  if (!page) throw new Error(`${pageModule} has no chunk of its own`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || loaded.has(chunk) || shell.includes(`/${chunk.fileName}"`)) return;
    loaded.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(page);
  const styles = [...loaded].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  const css = styles.map((file) => cssOf(bundle, file));
  const preloads = [...loaded].map(
    (chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`,
  );
  return [...preloads, ...(css.length > 0 ? [`<style>${css.join('')}</style>`] : [])].join('');
}
