import { describe, expect, it } from 'vitest';
import {
  draftToForm,
  emptyCompanyForm,
  liveCheckDigit,
  missingFiles,
  toUpdateRequest,
} from './company-form.ts';

describe('company form logic', () => {
  it('computes the DIAN check digit live', () => {
    expect(liveCheckDigit('800197268')).toBe('4');
    expect(liveCheckDigit('830113831')).toBe('0');
    expect(liveCheckDigit('80019726A')).toBe('');
    expect(liveCheckDigit('')).toBe('');
  });

  it('leaves identity fields and start month out of an update, and the names of the other taxpayer type', () => {
    const values = {
      ...emptyCompanyForm(),
      taxpayerType: '1',
      documentNumber: '900123456',
      checkDigit: '8',
      startMonth: '03',
      companyName: 'La Espiga S.A.S.',
      firstName: 'Ana',
    };
    const body = toUpdateRequest(values);
    expect(body).not.toHaveProperty('documentNumber');
    expect(body).not.toHaveProperty('checkDigit');
    expect(body).not.toHaveProperty('startMonth');
    expect(body.companyName).toBe('La Espiga S.A.S.');
    expect(body.firstName).toBeUndefined();
    const natural = toUpdateRequest({ ...values, taxpayerType: '2' });
    expect(natural.companyName).toBeUndefined();
    expect(natural.firstName).toBe('Ana');
  });

  it('asks for the logo and the RUT unless they are stored', () => {
    const values = emptyCompanyForm();
    expect(missingFiles(values, null)).toEqual(['logo', 'RUT']);
    expect(missingFiles(values, { hasLogo: true, hasRut: false })).toEqual(['RUT']);
    expect(
      missingFiles(
        { ...values, rut: { fileName: 'rut.pdf', contentBase64: 'JVBERi0=' } },
        { hasLogo: true, hasRut: false },
      ),
    ).toEqual([]);
  });

  it('starts the creation form from the /CompleteRegister draft, leaving the contact name out', () => {
    const form = {
      ...emptyCompanyForm(),
      ...draftToForm({
        name: 'Marta Lucía Rincón',
        companyName: 'Lavandería Río Claro S.A.S.',
        phone: '3104567890',
        employeeCountRange: '11-20',
        paymentPeriod: '5',
        updatedAt: '2026-11-25T10:00:00.000Z',
      }),
    };
    expect(form).toMatchObject({
      companyName: 'Lavandería Río Claro S.A.S.',
      phone: '3104567890',
      employeeCountRange: '11-20',
      paymentPeriod: '5',
      firstName: '',
      documentNumber: '',
      countryCode: 'CO',
    });
  });
});
