import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../../../lib/api-client.ts';

describe('the bank file keeps the name the server gives it', () => {
  it('reads the plain and the UTF-8 forms of Content-Disposition', () => {
    expect(dispositionFileName('attachment; filename="PAB_901482937_20260227_A1.txt"')).toBe(
      'PAB_901482937_20260227_A1.txt',
    );
    expect(dispositionFileName('attachment; filename="plano.txt"; filename*=UTF-8\'\'N%C3%B3mina.txt')).toBe(
      'Nómina.txt',
    );
    expect(dispositionFileName('attachment; filename=plano.txt')).toBe('plano.txt');
  });

  it('answers null when the server sent no name', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
  });
});
