import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { PRERENDERED_PAGES, SHARE_TARGET } from '@flock/shared';

const NOT_APP_PATHS = /^\/(api|media|socket\.io|health)(\/|$)/;

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the service worker never
 * cached, the guest pages built to HTML (PRERENDERED_PAGES) at their paths, and every other GET
 * answered with index.html so client routes work on reload.
 * A share posted while no service worker runs still opens the composer, empty; with the worker, what was
 * shared comes along (service-worker/src/shareTarget.ts).
 */
export function clientApp(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  const pageFiles = new Map<string, string>(
    PRERENDERED_PAGES.map((page) => [page.path, path.join(distDir, page.file)]),
  );

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
        if (relative === 'sw.js') res.setHeader('Service-Worker-Allowed', '/');
      },
    }),
  );

  const shell: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_PATHS.test(req.path)) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const pageFile = pageFiles.get(req.path);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(pageFile && fs.existsSync(pageFile) ? pageFile : indexFile);
  };
  router.use(shell);
  // The service worker answers shares; before it is running, a share still opens the composer.
  router.post(SHARE_TARGET.action, (_req, res) => res.redirect(303, '/dashboard?compose=1'));
  return router;
}
