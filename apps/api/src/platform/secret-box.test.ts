import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'a-deployment-secret-of-enough-length';

describe('createSecretBox (AES-256-GCM)', () => {
  const box = createSecretBox(SECRET, 'dian-enablement');

  it('round-trips a value and never stores it in clear', () => {
    const sealed = box.seal('56f2ae4e-9812-4fad-9255-643fcbc2b68a', 'company:7:softwareId');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('56f2ae4e');
    expect(box.open(sealed, 'company:7:softwareId')).toBe('56f2ae4e-9812-4fad-9255-643fcbc2b68a');
  });

  it('uses a fresh nonce for each value', () => {
    expect(box.seal('12345', 'c')).not.toBe(box.seal('12345', 'c'));
  });

  it('refuses a value moved to another company or field, or altered', () => {
    const sealed = box.seal('12345', 'company:7:pin');
    expect(() => box.open(sealed, 'company:8:pin')).toThrow();
    expect(() => box.open(sealed, 'company:7:testSetId')).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered, 'company:7:pin')).toThrow();
  });

  it('cannot open with another deployment secret or purpose', () => {
    const sealed = box.seal('12345', 'c');
    expect(() => createSecretBox(`${SECRET}-other`, 'dian-enablement').open(sealed, 'c')).toThrow();
    expect(() => createSecretBox(SECRET, 'other-purpose').open(sealed, 'c')).toThrow();
  });
});
