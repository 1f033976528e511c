import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { createMailer } from './mailer.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('[PLATFORM][MAIL] without SMTP', () => {
  it('keeps the e-mail in the outbox table and writes it as an .eml file named after its recipient', async () => {
    const user = await createUser(ctx.db, { email: 'nomina@panaderia.com.co' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/access/password-recovery',
      payload: { email: user.email },
    });
    const stored = await ctx.mail.latest(user.email);
    expect(stored.status).toBe('STORED');
    const files = readdirSync(join(ctx.dataDir, 'outbox'));
    expect(files).toEqual([
      `20260302T130000-000Z-${String(stored.id).padStart(6, '0')}-nomina@panaderia.com.co.eml`,
    ]);
    const eml = readFileSync(join(ctx.dataDir, 'outbox', files[0] as string), 'utf8');
    expect(eml).toContain('To: nomina@panaderia.com.co');
    expect(eml).toContain('From: Quincena <no-responder@quincena.local>');
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    const token = await ctx.mail.recoveryToken(user.email);
    expect(eml).toContain(token);
    // Decision 0162: the table keeps the message, never a usable token.
    expect(stored.textBody).not.toContain(token);
    expect(stored.textBody).toContain('Tu token para restablecer la contraseña es: [oculto]');
  });

  it('keeps no verification code in the outbox table', async () => {
    const user = await createUser(ctx.db, { enabled: false, email: 'verifica@panaderia.com.co' });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/verification/send',
      headers: bearer(await tokenFor(ctx.db, ctx.clock, user)),
    });
    expect(sent.statusCode).toBe(202);
    const code = await ctx.mail.verificationCode(user.email);
    const stored = await ctx.mail.latest(user.email);
    expect(stored.textBody).not.toContain(code);
    expect(stored.textBody).toContain('Tu código de verificación es: [oculto]');
  });
});

describe('[PLATFORM][MAIL] with SMTP', () => {
  it('records a failed delivery in the outbox and answers a Spanish 502', async () => {
    // Port 9 (discard) refuses connections on this machine: the delivery fails fast.
    const mailer = createMailer({
      db: ctx.db,
      clock: ctx.clock,
      log: ctx.app.log,
      from: 'Quincena <no-responder@quincena.local>',
      outboxDir: join(ctx.dataDir, 'outbox-smtp'),
      smtpUrl: 'smtp://127.0.0.1:9',
    });
    await expect(
      mailer.send({ to: 'rrhh@panaderia.com.co', subject: 'Prueba', text: 'Hola' }),
    ).rejects.toMatchObject({
      statusCode: 502,
      code: 'MAIL_FAILED',
      message: 'No pudimos enviar el correo. Inténtalo de nuevo en unos minutos.',
    });
    const stored = await ctx.mail.latest('rrhh@panaderia.com.co');
    expect(stored.status).toBe('FAILED');
    expect(stored.error).toBeTruthy();
    expect(stored.sentAt).toBeNull();
    // With an SMTP server configured, no development .eml file is written.
    expect(existsSync(join(ctx.dataDir, 'outbox-smtp'))).toBe(false);
  });
});
