import {
  ZApiError,
  ZChangePasswordRequest,
  ZHumanCheckChallenge,
  ZLegalResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZPasswordRecoveryCheckRequest,
  ZPasswordRecoveryRequest,
  ZPasswordResetRequest,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZSessionResponse,
  ZVerificationConfirmRequest,
  ZVerificationSendResponse,
} from '@quincena/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, publicAccess, requireRole } from '../../platform/auth/guard.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import type { RateLimits } from '../../platform/rate-limit/rate-limit.ts';
import type { AccessService } from './access.service.ts';
import { legalDocuments, legalSummary, POLICIES_PDF_PATH, TERMS_PDF_PATH } from './legal/legal-documents.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };
const tags = ['access'];
const empty = z.null().describe('Sin contenido');
const bearer = [{ bearerAuth: [] }];

/** Signed-in routes an administrator may use before verifying and before accepting the terms. */
const anySignedIn = requireRole(['ADMIN', 'CLIENT'], { allowUnverified: true, allowPendingTerms: true });

export function registerAccessRoutes(app: FastifyInstance, service: AccessService, limits: RateLimits): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = (rule: { max: number; windowMs: number }) => ({
    rateLimit: { max: rule.max, timeWindow: rule.windowMs },
  });

  api.get(
    '/api/access/captcha',
    {
      preHandler: publicAccess(),
      schema: {
        tags,
        summary: 'Reto de verificación humana (ALTCHA)',
        response: { 200: ZHumanCheckChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.humanCheckChallenge();
    },
  );

  api.post(
    '/api/access/register',
    {
      preHandler: publicAccess(),
      config: limit(limits.registration),
      schema: {
        tags,
        summary: 'Crear cuenta de administrador',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body)),
  );

  api.post(
    '/api/access/login',
    {
      preHandler: publicAccess(),
      config: limit(limits.signIn),
      schema: {
        tags,
        summary: 'Iniciar sesión',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) => service.signIn(request.body),
  );

  api.get(
    '/api/access/session',
    {
      preHandler: anySignedIn,
      schema: {
        tags,
        summary: 'Sesión actual',
        security: bearer,
        response: { 200: ZSessionResponse, ...errors },
      },
    },
    async (request) => service.session(authOf(request)),
  );

  api.post(
    '/api/access/session/refresh',
    {
      preHandler: anySignedIn,
      schema: {
        tags,
        summary: 'Extender la sesión',
        security: bearer,
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, ...errors },
      },
    },
    async (request) => service.refresh(authOf(request), request.body),
  );

  api.post(
    '/api/access/sign-out',
    {
      preHandler: anySignedIn,
      schema: {
        tags,
        summary: 'Cerrar sesión (revoca la sesión en el servidor)',
        security: bearer,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.signOut(authOf(request));
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/access/terms/accept',
    {
      preHandler: anySignedIn,
      schema: {
        tags,
        summary: 'Aceptar términos y condiciones',
        security: bearer,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.acceptTerms(authOf(request));
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/access/legal',
    {
      preHandler: publicAccess(),
      schema: { tags, summary: 'Términos y política de datos', response: { 200: ZLegalResponse } },
    },
    async () => legalSummary(),
  );
  for (const [path, bytes, name] of [
    [TERMS_PDF_PATH, legalDocuments.terms, 'terminos-y-condiciones.pdf'],
    [POLICIES_PDF_PATH, legalDocuments.policies, 'politica-de-datos.pdf'],
  ] as const) {
    api.get(
      path,
      {
        preHandler: publicAccess(),
        schema: {
          response: fileAnswer(`Documento ${name}`, 'application/pdf'),
          tags,
          summary: `Documento ${name}`,
        },
      },
      async (_request, reply) =>
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('cache-control', 'public, max-age=3600')
          .send(bytes),
    );
  }

  api.post(
    '/api/access/password-recovery',
    {
      preHandler: publicAccess(),
      config: limit(limits.recovery),
      schema: {
        tags,
        summary: 'Enviar token de recuperación',
        body: ZPasswordRecoveryRequest,
        response: { 202: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.requestPasswordRecovery(request.body);
      return reply.code(202).send(null);
    },
  );

  api.post(
    '/api/access/password-recovery/check',
    {
      preHandler: publicAccess(),
      config: limit(limits.recovery),
      schema: {
        tags,
        summary: 'Validar token de recuperación',
        body: ZPasswordRecoveryCheckRequest,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.checkRecoveryToken(request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/access/password-reset',
    {
      preHandler: publicAccess(),
      config: limit(limits.recovery),
      schema: {
        tags,
        summary: 'Restablecer contraseña con token',
        body: ZPasswordResetRequest,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/access/verification/send',
    {
      preHandler: requireRole('ADMIN', { allowUnverified: true, allowPendingTerms: true }),
      config: limit(limits.verification),
      schema: {
        tags,
        summary: 'Enviar código de verificación de la cuenta',
        security: bearer,
        response: { 202: ZVerificationSendResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await service.sendVerificationCode(authOf(request))),
  );

  api.post(
    '/api/access/verification/confirm',
    {
      preHandler: requireRole('ADMIN', { allowUnverified: true, allowPendingTerms: true }),
      config: limit(limits.verification),
      schema: {
        tags,
        summary: 'Confirmar código de verificación',
        security: bearer,
        body: ZVerificationConfirmRequest,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.confirmVerificationCode(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/api/access/password',
    {
      preHandler: requireRole(['ADMIN', 'CLIENT'], { allowUnverified: true }),
      config: limit(limits.signIn),
      schema: {
        tags,
        summary: 'Cambiar contraseña',
        security: bearer,
        body: ZChangePasswordRequest,
        response: { 204: empty, ...errors },
      },
    },
    async (request, reply) => {
      await service.changePassword(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
