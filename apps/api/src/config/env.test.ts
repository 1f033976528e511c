import { describe, expect, it } from 'vitest';
import { loadEnv, publicUrl, REPO_ROOT } from './env.ts';

describe('[PLATFORM][ENV]', () => {
  it('defaults to the embedded database under the repository data folder', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: `${REPO_ROOT}/data`,
      WEB_DIST: `${REPO_ROOT}/apps/web/dist`,
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      ALTCHA_MAX_NUMBER: 50_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicUrl(env)).toBe('http://localhost:3000');
  });

  it('resolves relative folders from the repository root and reads flags', () => {
    const env = loadEnv({
      DATA_DIR: 'otra/carpeta',
      SEED_DEMO: 'false',
      PORT: '8080',
      PUBLIC_URL: 'https://nomina.example.co/',
    });
    expect(env.DATA_DIR).toBe(`${REPO_ROOT}/otra/carpeta`);
    expect(env.SEED_DEMO).toBe(false);
    expect(publicUrl(env)).toBe('https://nomina.example.co');
  });

  it('fails fast listing every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'abc', JWT_SECRET: 'corta' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });
});

describe('[PLATFORM][ENV] file storage (decision 0330)', () => {
  it('keeps files in DATA_DIR/files on the embedded database and in PostgreSQL with DATABASE_URL', () => {
    expect(loadEnv({}).FILE_STORAGE).toBe('local');
    expect(loadEnv({ DATABASE_URL: 'postgres://quincena@db:5432/quincena' }).FILE_STORAGE).toBe('database');
    expect(loadEnv({ DATABASE_URL: 'postgres://db/q', FILE_STORAGE: 'local' }).FILE_STORAGE).toBe('local');
    expect(loadEnv({ FILE_STORAGE: 'database' }).FILE_STORAGE).toBe('database');
  });

  it('refuses to start with an s3 choice that misses its bucket or keys, naming them in Spanish and English', () => {
    expect(() => loadEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'archivos' })).toThrow(
      'FILE_STORAGE=s3 necesita S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (y S3_ENDPOINT para un servicio distinto de AWS). ' +
        'FILE_STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than AWS).',
    );
    expect(() => loadEnv({ FILE_STORAGE: 'nube' })).toThrow(/FILE_STORAGE/);
  });

  it('reads a complete s3 setting; path-style by default for a self-hosted endpoint', async () => {
    const { fileStorageSettings } = await import('../platform/storage/open-storage.ts');
    const s3 = {
      FILE_STORAGE: 's3',
      S3_BUCKET: 'archivos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'clave',
    };
    expect(fileStorageSettings(loadEnv({ ...s3, S3_ENDPOINT: 'http://minio:9000' }))).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        bucket: 'archivos',
        accessKeyId: 'id',
        secretAccessKey: 'clave',
        forcePathStyle: true,
      },
    });
    const aws = fileStorageSettings(loadEnv({ ...s3, S3_REGION: 'sa-east-1' }));
    expect(aws).toMatchObject({ kind: 's3', s3: { region: 'sa-east-1', forcePathStyle: false } });
    expect(aws).not.toHaveProperty('s3.endpoint');
  });
});

describe('[PLATFORM][ENV] .env.example', () => {
  it('parses the committed example file as it is', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const values = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const env = loadEnv(values);
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(`${REPO_ROOT}/data`);
  });
});

describe('[PLATFORM][ENV] rate limits', () => {
  it('multiplies every default maximum and keeps the windows', async () => {
    const { scaledRateLimits } = await import('../platform/rate-limit/rate-limit.ts');
    expect(scaledRateLimits(loadEnv({ RATE_LIMIT_MULTIPLIER: '50' }).RATE_LIMIT_MULTIPLIER)).toEqual({
      signIn: { max: 1000, windowMs: 60_000 },
      registration: { max: 1000, windowMs: 3_600_000 },
      recovery: { max: 500, windowMs: 900_000 },
      verification: { max: 1000, windowMs: 600_000 },
      certificateValidation: { max: 3000, windowMs: 60_000 },
      apiKey: { max: 30000, windowMs: 60_000 },
    });
  });
});

describe('[PLATFORM][ENV] production secrets (decision 0164)', () => {
  const secret = (char: string) => char.repeat(40);
  it('refuses to start in production without JWT_SECRET, ALTCHA_HMAC_KEY and DATA_ENCRYPTION_SECRET', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production (NODE_ENV=production) without JWT_SECRET, ALTCHA_HMAC_KEY, DATA_ENCRYPTION_SECRET.',
    );
    expect(() =>
      loadEnv({ NODE_ENV: 'production', JWT_SECRET: secret('a'), ALTCHA_HMAC_KEY: secret('b') }),
    ).toThrow(/without DATA_ENCRYPTION_SECRET\./);
  });

  it('starts in production with the three secrets, and outside production without them', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      JWT_SECRET: secret('a'),
      ALTCHA_HMAC_KEY: secret('b'),
      DATA_ENCRYPTION_SECRET: secret('c'),
    });
    expect(env.JWT_SECRET).toBe(secret('a'));
    expect(() => loadEnv({ NODE_ENV: 'development' })).not.toThrow();
  });
});
