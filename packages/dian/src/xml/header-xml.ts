import type { Environment } from '../model/code-lists.ts';
import { CUNE_ALGORITHM, CURRENCY_COP, LANGUAGE_ES } from '../model/code-lists.ts';
import { formatAmount } from '../model/money.ts';
import type {
  DocumentSequence,
  Employer,
  LegalName,
  Location,
  Payment,
  SoftwareCredentials,
  Worker,
} from '../model/parties.ts';
import { type Attributes, element, textElement } from './writer.ts';

export function documentNumber(sequence: Pick<DocumentSequence, 'prefix' | 'consecutive'>): string {
  return `${sequence.prefix ?? ''}${sequence.consecutive}`;
}

function nameAttributes(name: LegalName): Attributes {
  if (name.kind === 'company') return [['RazonSocial', name.businessName]];
  return [
    ['PrimerApellido', name.firstSurname],
    ['SegundoApellido', name.secondSurname || undefined],
    ['PrimerNombre', name.firstName],
    ['OtrosNombres', name.otherNames || undefined],
  ];
}

export function sequenceXml(sequence: DocumentSequence): string {
  return element('NumeroSecuenciaXML', [
    ['CodigoTrabajador', sequence.workerCode],
    ['Prefijo', sequence.prefix],
    ['Consecutivo', sequence.consecutive],
    ['Numero', documentNumber(sequence)],
  ]);
}

export function placeXml(place: Location): string {
  return element('LugarGeneracionXML', [
    ['Pais', place.country],
    ['DepartamentoEstado', place.departmentCode],
    ['MunicipioCiudad', place.municipalityCode],
    ['Idioma', LANGUAGE_ES],
  ]);
}

export function providerXml(software: SoftwareCredentials, securityCode: string): string {
  return element('ProveedorXML', [
    ...nameAttributes(software.providerName),
    ['NIT', software.providerNit],
    ['DV', software.providerDv],
    ['SoftwareID', software.softwareId],
    ['SoftwareSC', securityCode],
  ]);
}

export function qrXml(url: string): string {
  return textElement('CodigoQR', url);
}

export interface GeneralInfo {
  version: string;
  environment: Environment;
  tipoXml: number;
  cune: string;
  issueDate: string;
  issueTime: string;
  /** Absent in Eliminar notes (XSD 1.0.6). */
  payrollPeriod?: number;
}

export function generalInfoXml(info: GeneralInfo): string {
  const withPeriod = info.payrollPeriod !== undefined;
  return element('InformacionGeneral', [
    ['Version', info.version],
    ['Ambiente', info.environment],
    ['TipoXML', info.tipoXml],
    ['CUNE', info.cune],
    ['EncripCUNE', CUNE_ALGORITHM],
    ['FechaGen', info.issueDate],
    ['HoraGen', info.issueTime],
    ['PeriodoNomina', info.payrollPeriod],
    // TRM is optional and only meaningful for foreign currency; payroll is paid in pesos.
    ['TipoMoneda', withPeriod ? CURRENCY_COP : undefined],
  ]);
}

export function notesXml(notes: readonly string[] | undefined): string {
  return (notes ?? []).map((n) => textElement('Notas', n)).join('');
}

export function employerXml(employer: Employer): string {
  return element('Empleador', [
    ...nameAttributes(employer.name),
    ['NIT', employer.nit],
    ['DV', employer.dv],
    ['Pais', employer.country],
    ['DepartamentoEstado', employer.departmentCode],
    ['MunicipioCiudad', employer.municipalityCode],
    ['Direccion', employer.address],
  ]);
}

export function workerXml(worker: Worker): string {
  return element('Trabajador', [
    ['TipoTrabajador', worker.workerType],
    ['SubTipoTrabajador', worker.workerSubtype],
    ['AltoRiesgoPension', worker.highRiskPension],
    ['TipoDocumento', worker.documentType],
    ['NumeroDocumento', worker.documentNumber],
    ['PrimerApellido', worker.firstSurname],
    ['SegundoApellido', worker.secondSurname],
    ['PrimerNombre', worker.firstName],
    // NIE049: an empty OtrosNombres is rejected, so it is written only with a value.
    ['OtrosNombres', worker.otherNames || undefined],
    ['LugarTrabajoPais', worker.workplace.country],
    ['LugarTrabajoDepartamentoEstado', worker.workplace.departmentCode],
    ['LugarTrabajoMunicipioCiudad', worker.workplace.municipalityCode],
    ['LugarTrabajoDireccion', worker.workplace.address],
    ['SalarioIntegral', worker.integralSalary],
    ['TipoContrato', worker.contractType],
    ['Sueldo', formatAmount(worker.salary)],
    ['CodigoTrabajador', worker.code],
  ]);
}

export function paymentXml(payment: Payment): string {
  return (
    element('Pago', [
      ['Forma', payment.form],
      ['Metodo', payment.method],
      ['Banco', payment.bank],
      ['TipoCuenta', payment.accountType],
      ['NumeroCuenta', payment.accountNumber],
    ]) +
    element(
      'FechasPagos',
      [],
      payment.dates.map((d) => textElement('FechaPago', d)),
    )
  );
}
