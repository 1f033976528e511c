import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../src/prepare-document.ts';
import { loadPkcs12 } from '../src/signature/certificate.ts';
import { DianValidationError } from '../src/validation/issues.ts';
import { validateDocument } from '../src/validation/model-rules.ts';
import { nitCheckDigit } from '../src/validation/nit.ts';
import { translateSchemaMessage } from '../src/validation/xsd-messages.ts';
import { makeTestPkcs12 } from './certificates.ts';
import { basicPayroll, context, deletionNote, employer, fullPayroll, replacementNote } from './factories.ts';

describe('local validation of the annex rules', () => {
  it('accepts the sample documents without findings', () => {
    expect(validateDocument(basicPayroll(), context)).toEqual([]);
    expect(validateDocument(fullPayroll(), context)).toEqual([]);
    expect(validateDocument(replacementNote('b'.repeat(96)), context)).toEqual([]);
    expect(validateDocument(deletionNote('c'.repeat(96)), context)).toEqual([]);
  });

  it('computes the DIAN check digit (DIAN 800197268-4, Davivienda 860034313-7)', () => {
    expect(nitCheckDigit('800197268')).toBe('4');
    expect(nitCheckDigit('860034313')).toBe('7');
    expect(nitCheckDigit('900373115')).toBe('3');
  });

  it('explains each failure in Spanish with the Anexo rule id', () => {
    const doc = basicPayroll({ employer: { ...employer, dv: '1', municipalityCode: '05001' } });
    doc.worker.documentNumber = '1.020.304.050';
    doc.deductions.pension.amount = '-80000';
    doc.payment.method = '99';
    expect(validateDocument(doc, context)).toEqual([
      {
        rule: 'NIE034',
        severity: 'rechazo',
        path: 'Empleador/@DV',
        message: 'El dígito de verificación 1 no corresponde al NIT 900123456; debe ser 8.',
      },
      {
        rule: 'NIE037',
        severity: 'rechazo',
        path: 'Empleador/@MunicipioCiudad',
        message: 'El municipio debe ser el código DANE de 5 dígitos y pertenecer al departamento indicado.',
      },
      {
        rule: 'NIE045',
        severity: 'rechazo',
        path: 'Trabajador/@NumeroDocumento',
        message: 'El número de documento debe tener solo dígitos, sin puntos ni espacios.',
      },
      {
        rule: 'NIE065',
        severity: 'rechazo',
        path: 'Pago/@Metodo',
        message: 'El medio de pago 99 no está en la tabla 5.3.3.2.',
      },
      {
        rule: 'VLR01',
        severity: 'rechazo',
        path: 'Deducciones',
        message: 'El valor -80000 es negativo; los valores se informan positivos.',
      },
    ]);
  });

  it('uses the NIAE prefix in adjustment notes and checks the predecessor CUNE', () => {
    const note = replacementNote('no-es-un-cune');
    expect(validateDocument(note, context)).toEqual([
      {
        rule: 'NIAE191',
        severity: 'rechazo',
        path: 'Reemplazar/ReemplazandoPredecesor/@CUNEPred',
        message: 'El CUNE del documento que se ajusta debe tener 96 caracteres hexadecimales.',
      },
    ]);
  });

  it('rejects a negative net and only warns about an overtime percentage off table 5.5.5', () => {
    const doc = basicPayroll();
    doc.deductions.withholdingTax = '2200000.00';
    doc.earnings.overtime = [{ kind: 'HRDDF', hours: '8', percentage: '80', amount: '53333.33' }];
    expect(validateDocument(doc, context)).toEqual([
      {
        // HRDDF is the fifth hour group: HED NIE077, HEN 082, HRN 087, HEDDF 092, HRDDF 097.
        rule: 'NIE097',
        severity: 'notificacion',
        path: 'Devengados/HRDDFs/HRDDF/@Porcentaje',
        message:
          'El porcentaje 80 de Hora Recargo Diurno Dominical y Festivos difiere del 75.00 de la tabla 5.5.5 del anexo técnico.',
      },
      {
        rule: 'NIE189',
        severity: 'rechazo',
        path: 'ComprobanteTotal',
        message:
          'Las deducciones (2360000.00) superan los devengados (2302428.33); el total del comprobante no puede ser negativo.',
      },
    ]);
  });

  it('numbers the percentage rule of each hour group apart (NIE077 to NIE107)', () => {
    const doc = basicPayroll();
    doc.earnings.overtime = (['HED', 'HEN', 'HRN', 'HEDDF', 'HRDDF', 'HENDF', 'HRNDF'] as const).map(
      (kind) => ({
        kind,
        hours: '1',
        percentage: '1',
        amount: '1000.00',
      }),
    );
    expect(validateDocument(doc, context).map((issue) => issue.rule)).toEqual([
      'NIE077',
      'NIE082',
      'NIE087',
      'NIE092',
      'NIE097',
      'NIE102',
      'NIE107',
    ]);
  });

  it('gives an Eliminar note the rule numbers of its own branch (NIAE249, not NIAE034, for the employer’s check digit)', () => {
    const note = deletionNote('c'.repeat(96));
    note.employer = { ...note.employer, dv: note.employer.dv === '0' ? '1' : '0' };
    const wrongProvider = {
      software: { ...context.software, providerDv: context.software.providerDv === '0' ? '1' : '0' },
    };
    expect(validateDocument(note, wrongProvider).map((issue) => [issue.rule, issue.path])).toEqual([
      ['NIAE231', 'ProveedorXML/@DV'],
      ['NIAE249', 'Empleador/@DV'],
    ]);
    // A Reemplazar note keeps the numbers of the NominaIndividual fields.
    const replace = replacementNote('b'.repeat(96));
    replace.employer = note.employer;
    expect(validateDocument(replace, context).map((issue) => issue.rule)).toEqual(['NIAE034']);
  });

  it('prepareDocument stops before signing when a rule would be rejected', () => {
    const pkcs12 = makeTestPkcs12();
    const credentials = loadPkcs12(pkcs12.p12, pkcs12.password);
    const doc = basicPayroll({ employer: { ...employer, dv: '1' } });
    expect(() => prepareDocument(doc, { ...context, credentials, fileConsecutive: 1 })).toThrow(
      DianValidationError,
    );
    expect(() => prepareDocument(doc, { ...context, credentials, fileConsecutive: 1 })).toThrow(
      'El documento no cumple las reglas de la DIAN: NIE034: El dígito de verificación 1 no corresponde al NIT 900123456; debe ser 8.',
    );
  });

  it('refuses an expired certificate (ZD02) and one without non-repudiation (ZD07) before signing', () => {
    const expired = makeTestPkcs12({ validTo: new Date('2025-12-31T23:59:59Z') });
    const noRepudiation = makeTestPkcs12({ nonRepudiation: false });
    const attempt = (p: typeof expired) => {
      try {
        prepareDocument(basicPayroll(), {
          ...context,
          credentials: loadPkcs12(p.p12, p.password),
          fileConsecutive: 1,
        });
      } catch (error) {
        return (error as DianValidationError).issues.map((i) => `${i.rule}: ${i.message}`);
      }
      return [];
    };
    expect(attempt(expired)).toEqual([
      'ZD02: El certificado digital no está vigente en la fecha de firma: es válido del 2025-01-01 al 2025-12-31.',
    ]);
    expect(attempt(noRepudiation)).toEqual([
      'ZD07: El certificado digital debe permitir firma digital y no repudio; solicite a la entidad certificadora un certificado de firma.',
    ]);
  });

  it('translates the common libxml2 schema messages', () => {
    expect(
      translateSchemaMessage(
        "Element '{dian:gov:co:facturaelectronica:NominaIndividual}Deducciones': Missing child element(s). Expected is ( {dian:gov:co:facturaelectronica:NominaIndividual}Salud ).\n",
      ),
    ).toBe('Al elemento Deducciones le falta el elemento Salud.');
    expect(
      translateSchemaMessage(
        "Element '{dian:gov:co:facturaelectronica:NominaIndividual}Basico', attribute 'SueldoTrabajado': 'diez' is not a valid value of the atomic type 'xs:decimal'.",
      ),
    ).toBe('El valor "diez" del atributo SueldoTrabajado de Basico no es válido (xs:decimal).');
    expect(
      translateSchemaMessage(
        "Element '{urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2}ExtensionContent': Missing child element(s). Expected is ( ##other* ).",
      ),
    ).toBe('Falta la firma digital (ds:Signature) dentro de ext:ExtensionContent.');
  });
});
