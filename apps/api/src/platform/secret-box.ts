import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept at rest (DIAN software id, PIN, test set id, certificate and provider
 * passwords). The key is derived with HKDF-SHA256 (RFC 5869) from the deployment secret, so rotating that
 * secret is one setting. Each value is bound to its company and field through the additional data: a value
 * copied into another row or column fails to open. Stored form: `v1.` + base64url(iv ‖ tag ‖ ciphertext).
 */
const VERSION = 'v1';
const IV_BYTES = 12; // NIST SP 800-38D §8.2: 96-bit nonces, random per value.
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text; throws when the value was altered or belongs to another context. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(deploymentSecret: string, purpose: string): SecretBox {
  if (deploymentSecret.length < 16) throw new Error('deployment secret too short for encryption');
  const key = Buffer.from(hkdfSync('sha256', deploymentSecret, 'quincena-secret-box', purpose, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('unknown sealed value format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
