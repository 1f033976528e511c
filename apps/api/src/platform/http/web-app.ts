import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@quincena/contracts';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/error-handler.ts';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Quincena</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>Quincena</h1>
<p>El servidor está funcionando, pero la aplicación web aún no se ha compilado.</p>
<p>Ejecuta <code>npm run build -w apps/web</code> (o <code>npm start</code> desde la raíz del proyecto)
y vuelve a cargar esta página.</p>
<p>La API responde en <a href="/api/health">/api/health</a>.</p>
</body></html>`;

/**
 * Serves the built web app beside the API on one port. Any GET outside /api that is not a file
 * answers index.html, so the browser router handles the spec's routes (/Login, /Home, …);
 * an unknown /api path answers a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside every file; send them to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints files under assets/, so they never change; everything else is revalidated.
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    // A missing file (a path with an extension) is a real 404, not the app.
    if (isPage && !/\.[A-Za-z0-9]{1,8}$/.test(path)) {
      if (!hasBuild) return reply.code(200).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(request, ERROR_CODES.notFound, 'No encontramos lo que buscas'));
  });
}
