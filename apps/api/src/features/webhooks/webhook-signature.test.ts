import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from './webhook-signature.ts';
import { assertWebhookUrl, isPrivateAddress } from './webhook-url.ts';

const BODY =
  '{"id":"0b8f4c1e-3d2a-4f6b-9c7d-1a2b3c4d5e6f","type":"empleado.creado","createdAt":"2026-01-01T00:00:00.000Z","companyId":7,"data":{"contractId":12,"personId":5,"startDate":"2026-01-01"}}';

describe('webhook signature (decision 0338)', () => {
  it('matches a vector computed with openssl dgst -sha256 -hmac', () => {
    // printf '%s' "1767225600.$BODY" | openssl dgst -sha256 -hmac 'whsec_prueba-de-firma-quincena'
    expect(signWebhook('whsec_prueba-de-firma-quincena', 1_767_225_600, BODY)).toBe(
      'v1=716f13356e9d8c50d7674ab7df71e519fdfb9e98cd9b017720272344b66ad314',
    );
  });

  it('is HMAC-SHA256 of "timestamp.body" keyed with the secret text', () => {
    const secret = newWebhookSecret();
    const expected = createHmac('sha256', secret).update(`1700000000.${BODY}`).digest('hex');
    expect(signWebhook(secret, 1_700_000_000, BODY)).toBe(`v1=${expected}`);
    expect(signWebhook(secret, 1_700_000_001, BODY)).not.toBe(`v1=${expected}`);
  });

  it('makes a different 32-byte secret every time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('webhook URL rule', () => {
  const refusal = (url: string, production: boolean) => {
    try {
      assertWebhookUrl(url, { production });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts https, and http only to this machine outside production', () => {
    expect(refusal('https://erp.example.com/quincena', true)).toBeNull();
    expect(refusal('http://localhost:4000/hook', false)).toBeNull();
    expect(refusal('http://127.0.0.1:4000/hook', false)).toBeNull();
    expect(refusal('http://erp.example.com/hook', false)).toBe(
      'La URL debe usar https:// (http solo se admite para localhost fuera de producción)',
    );
    expect(refusal('http://localhost:4000/hook', true)).toBe(
      'La URL debe usar https:// (http solo se admite para localhost fuera de producción)',
    );
  });

  it('refuses private and loopback addresses in production', () => {
    const message = 'La URL apunta a una dirección privada o local; use una dirección pública';
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://localhost/hook',
    ])
      expect(refusal(url, true), url).toBe(message);
    expect(refusal('https://10.1.2.3/hook', false)).toBeNull();
  });

  it('knows which addresses are private', () => {
    expect(isPrivateAddress('172.20.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2800:3f0:4005::200e')).toBe(false);
  });
});
