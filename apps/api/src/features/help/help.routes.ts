import {
  ZApiError,
  ZHelpVideosResponse,
  ZPageMessagesParams,
  ZPageMessagesResponse,
} from '@quincena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { publicAccess } from '../../platform/auth/guard.ts';
import { publicRouteOptions } from '../../platform/http/route-options.ts';
import { listPageMessages, listVideos } from './help.repository.ts';

const tags = ['help'];

/**
 * Help videos and page messages (spec 03 §1, §7.2 getVideosApp, §7.9 GetPages_messages).
 * Both are public content; with a valid token the videos of the caller's role are added.
 */
export function registerHelpRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = publicRouteOptions('help', publicAccess());

  api.get(
    '/api/help/videos',
    {
      preHandler: publicAccess({ readSession: true }),
      schema: {
        tags,
        summary: 'Videos de ayuda por pantalla',
        response: { 200: ZHelpVideosResponse },
      },
    },
    async (request) => listVideos(db, request.auth?.role ?? null),
  );

  api.get(
    '/api/help/pages/:page/messages',
    publicRoute('Mensajes informativos de una página', {
      params: ZPageMessagesParams,
      response: { 200: ZPageMessagesResponse, 400: ZApiError },
    }),
    async (request) => listPageMessages(db, request.params.page),
  );
}
