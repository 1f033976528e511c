import { describe, expect, it } from 'vitest';
import { runExample } from '../examples/model-to-accepted-response.ts';
import { hasXsd, XSD_DIRECTORY } from './xsd-directory.ts';

describe('README example', () => {
  it('goes from the model to an accepted response', async () => {
    const response = await runExample(hasXsd ? XSD_DIRECTORY : null);
    expect([response.isValid, response.statusCode, response.statusMessage]).toEqual([
      true,
      '00',
      'Documento Nomina NE1, ha sido autorizada.',
    ]);
    expect(response.documentKey).toBe(
      '737e326d5cea0202c3534ef0c947d87be709e736e06e75ba2b2a74808c25386053f7116ed06eb433bbe04f766b4e3453',
    );
  });
});
