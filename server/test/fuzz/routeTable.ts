import type { Express } from 'express';

/** One method and path the app answers, as registered (`/api/posts/:id`). */
export interface RouteEntry {
  method: string;
  path: string;
  /** The `:name` segments of the path, in order. */
  params: string[];
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
  rawPath?: string | string[];
}

/**
 * Every route of the app, read from Express's own router table (routers mounted in routers
 * included), so a route added later is in the list without anyone listing it.
 */
export function routeTable(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '', routes);
  const seen = new Set<string>();
  return routes.filter((route) => {
    const id = `${route.method} ${route.path}`;
    return !seen.has(id) && seen.add(id);
  });
}

function walk(stack: LayerLike[], prefix: string, into: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of [layer.route.path].flat()) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method === '_all') continue;
          const full = join(prefix, path);
          into.push({ method: method.toUpperCase(), path: full, params: paramsOf(full) });
        }
      }
    } else if (layer.handle?.stack) {
      for (const mount of [layer.rawPath ?? '/'].flat()) walk(layer.handle.stack, join(prefix, mount), into);
    }
  }
}

function join(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

const paramsOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** The path with each `:param` replaced by what `valueOf` gives (already URL-encoded). */
export function fillPath(route: RouteEntry, valueOf: (param: string) => string): string {
  return route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? valueOf(segment.slice(1)) : segment))
    .join('/');
}
