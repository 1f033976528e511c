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
import { publicRouteOptions, routeOptions } from '../../platform/http/route-options.ts';
import type { RateLimits } from '../../platform/rate-limit/rate-limit.ts';
import type { AccessService } from './access.service.ts';
import { legalDocuments, legalSummary, POLICIES_PDF_PATH, TERMS_PDF_PATH } from './legal/legal-documents.ts';

/** Public routes that check credentials or tokens answer these too; openapi.ts adds them only to guarded routes. */
const credentialFailures = { 401: ZApiError, 403: ZApiError };
const empty = z.null().describe('Sin contenido');

/** Signed-in routes an administrator may use before verifying and before accepting the terms. */
const anySignedIn = requireRole(['ADMIN', 'CLIENT'], { allowUnverified: true, allowPendingTerms: true });

export function registerAccessRoutes(app: FastifyInstance, service: AccessService, limits: RateLimits): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = publicRouteOptions('access', publicAccess());
  const anySignedInRoute = routeOptions('access', anySignedIn);
  const unverifiedAdminRoute = routeOptions(
    'access',
    requireRole('ADMIN', { allowUnverified: true, allowPendingTerms: true }),
  );
  const unverifiedUserRoute = routeOptions(
    'access',
    requireRole(['ADMIN', 'CLIENT'], { allowUnverified: true }),
  );
  const limit = (rule: { max: number; windowMs: number }) => ({
    rateLimit: { max: rule.max, timeWindow: rule.windowMs },
  });

  api.get(
    '/api/access/captcha',
    publicRoute('Reto de verificación humana (ALTCHA)', { response: { 200: ZHumanCheckChallenge } }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.humanCheckChallenge();
    },
  );

  api.post(
    '/api/access/register',
    {
      ...publicRoute('Crear cuenta de administrador', {
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...credentialFailures },
      }),
      config: limit(limits.registration),
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body)),
  );

  api.post(
    '/api/access/login',
    {
      ...publicRoute('Iniciar sesión', {
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...credentialFailures },
      }),
      config: limit(limits.signIn),
    },
    async (request) => service.signIn(request.body),
  );

  api.get(
    '/api/access/session',
    anySignedInRoute('Sesión actual', { response: { 200: ZSessionResponse } }),
    async (request) => service.session(authOf(request)),
  );

  api.post(
    '/api/access/session/refresh',
    anySignedInRoute('Extender la sesión', { body: ZRefreshRequest, response: { 200: ZRefreshResponse } }),
    async (request) => service.refresh(authOf(request), request.body),
  );

  api.post(
    '/api/access/sign-out',
    anySignedInRoute('Cerrar sesión (revoca la sesión en el servidor)', { response: { 204: empty } }),
    async (request, reply) => {
      await service.signOut(authOf(request));
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/access/terms/accept',
    anySignedInRoute('Aceptar términos y condiciones', { response: { 204: empty } }),
    async (request, reply) => {
      await service.acceptTerms(authOf(request));
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/access/legal',
    publicRoute('Términos y política de datos', { response: { 200: ZLegalResponse } }),
    async () => legalSummary(),
  );
  for (const [path, bytes, name] of [
    [TERMS_PDF_PATH, legalDocuments.terms, 'terminos-y-condiciones.pdf'],
    [POLICIES_PDF_PATH, legalDocuments.policies, 'politica-de-datos.pdf'],
  ] as const) {
    api.get(
      path,
      publicRoute(`Documento ${name}`, { response: fileAnswer(`Documento ${name}`, 'application/pdf') }),
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
      ...publicRoute('Enviar token de recuperación', {
        body: ZPasswordRecoveryRequest,
        response: { 202: empty, ...credentialFailures },
      }),
      config: limit(limits.recovery),
    },
    async (request, reply) => {
      await service.requestPasswordRecovery(request.body);
      return reply.code(202).send(null);
    },
  );

  api.post(
    '/api/access/password-recovery/check',
    {
      ...publicRoute('Validar token de recuperación', {
        body: ZPasswordRecoveryCheckRequest,
        response: { 204: empty, ...credentialFailures },
      }),
      config: limit(limits.recovery),
    },
    async (request, reply) => {
      await service.checkRecoveryToken(request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/access/password-reset',
    {
      ...publicRoute('Restablecer contraseña con token', {
        body: ZPasswordResetRequest,
        response: { 204: empty, ...credentialFailures },
      }),
      config: limit(limits.recovery),
    },
    async (request, reply) => {
      await service.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/access/verification/send',
    {
      ...unverifiedAdminRoute('Enviar código de verificación de la cuenta', {
        response: { 202: ZVerificationSendResponse },
      }),
      config: limit(limits.verification),
    },
    async (request, reply) => reply.code(202).send(await service.sendVerificationCode(authOf(request))),
  );

  api.post(
    '/api/access/verification/confirm',
    {
      ...unverifiedAdminRoute('Confirmar código de verificación', {
        body: ZVerificationConfirmRequest,
        response: { 204: empty },
      }),
      config: limit(limits.verification),
    },
    async (request, reply) => {
      await service.confirmVerificationCode(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/api/access/password',
    {
      ...unverifiedUserRoute('Cambiar contraseña', {
        body: ZChangePasswordRequest,
        response: { 204: empty },
      }),
      config: limit(limits.signIn),
    },
    async (request, reply) => {
      await service.changePassword(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
