import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import type { CertificateFacts } from './certificate-facts.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';

const facts: CertificateFacts = {
  letterType: 'SIN_SALARIO',
  addressedTo: 'A quien pueda interesar',
  issuedOn: '2026-03-02',
  company: { name: 'Panadería La Espiga S.A.S.', document: '900123456-8' },
  employee: {
    name: 'Ana María Pérez Gómez',
    documentTypeName: 'cédula de ciudadanía',
    documentNumber: '1020304000',
  },
  contract: {
    typeCode: '2',
    typeName: 'Término indefinido',
    agreedEnd: null,
    job: 'Analista de nómina',
    startDate: '2026-01-01',
    endDate: null,
  },
  salary: null,
  average: null,
  signer: null,
};
const artwork = { logo: null, signature: null, validationUrl: 'http://localhost/V/X', displayCode: 'XXXX' };

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('labour certificate signature block', () => {
  it('names the company once when no signer is configured, with its NIT', async () => {
    const [page = ''] = await pdfPages(await renderCertificatePdf(facts, artwork));
    const signatureBlock = page.slice(page.indexOf('se expide el'));
    expect(occurrences(signatureBlock, 'Panadería La Espiga S.A.S.')).toBe(1);
    expect(signatureBlock).toContain('NIT 900123456-8');
  });

  it('puts the signer, the job and the company under the line when one is configured', async () => {
    const signer = { contractId: 1, name: 'Luis Gómez', job: 'Director de talento humano', footer: '' };
    const [page = ''] = await pdfPages(await renderCertificatePdf({ ...facts, signer }, artwork));
    const signatureBlock = page.slice(page.indexOf('se expide el'));
    expect(signatureBlock).toContain('Luis Gómez Director de talento humano Panadería La Espiga S.A.S.');
  });
});
