import Decimal from 'decimal.js';
import { isIsoDate } from '../model/bogota-time.ts';
import {
  CONTRACT_TYPES,
  DISABILITY_TYPES,
  DOCUMENT_TYPES,
  OVERTIME_KINDS,
  OVERTIME_ORDER,
  type OvertimeKind,
  PAYMENT_FORMS,
  PAYMENT_METHODS,
  PAYROLL_PERIODS,
  WORKER_SUBTYPES,
  WORKER_TYPES,
} from '../model/code-lists.ts';
import type { BuildContext, PayrollContent, PayrollDocument, Predecessor } from '../model/documents.ts';
import type { Employer, LegalName, Location } from '../model/parties.ts';
import { computeTotals, deductionAmounts, earningAmounts } from '../xml/totals.ts';
import type { ValidationIssue } from './issues.ts';
import { nitCheckDigit } from './nit.ts';

/**
 * The Anexo Técnico v1.0 rules (§6, p.182–232) that can be checked before sending, on the model.
 * Rule ids follow the Anexo: NIE… for NominaIndividual, NIAE… for the adjustment note (the same
 * field number). Messages are Spanish because the payroll clerk reads them.
 */
export function validateDocument(document: PayrollDocument, ctx: BuildContext): ValidationIssue[] {
  const r = new RuleCollector(
    document.kind === 'individual' ? 'NIE' : 'NIAE',
    document.kind === 'delete' ? DELETION_FIELDS : undefined,
  );
  checkSoftware(r, ctx);
  checkEmployer(r, document.employer);
  checkLocation(r, '013', 'LugarGeneracionXML', document.issue.place);
  checkSequence(r, document.sequence.prefix, document.sequence.consecutive);
  if (!Number.isInteger(document.issue.issuedAt.getTime()))
    r.reject('026', 'InformacionGeneral/@FechaGen', 'La fecha de generación no es válida.');
  if (document.kind !== 'individual') checkPredecessor(r, document.kind, document.predecessor);
  if (document.kind === 'individual' && document.novelty && !isCune(document.novelty.cune)) {
    r.reject('204', 'Novedad/@CUNENov', 'El CUNE de la novedad debe tener 96 caracteres hexadecimales.');
  }
  if (document.kind !== 'delete') checkContent(r, document);
  return r.issues;
}

/**
 * The Eliminar branch numbers its fields apart (Anexo §6, NominaIndividualDeAjuste TipoNota 2): after
 * EliminandoPredecesor (NIAE215–217) each attribute of NumeroSecuenciaXML, LugarGeneracionXML,
 * ProveedorXML, CodigoQR, InformacionGeneral and Empleador takes the next number in schema order.
 * The DIAN's own validator confirms five of them (provider NIT 230 and DV 231, CUNE 238, employer NIT
 * 248 and DV 249), and the order fits all five; the rest follow the same order (decision 0308).
 * Keys are the NominaIndividual field numbers the checks below use.
 */
const DELETION_FIELDS: Readonly<Record<string, string>> = {
  '010': '218',
  '011': '219',
  '013': '221',
  '014': '222',
  '015': '223',
  '205': '225',
  '017': '230',
  '018': '231',
  '019': '232',
  '020': '233',
  '024': '238',
  '026': '240',
  '032': '243',
  '033': '248',
  '034': '249',
  '035': '250',
  '036': '251',
  '037': '252',
  '038': '253',
};

class RuleCollector {
  readonly issues: ValidationIssue[] = [];
  constructor(
    readonly prefix: 'NIE' | 'NIAE',
    private readonly fields: Readonly<Record<string, string>> = {},
  ) {}
  private rule(field: string): string {
    return this.prefix + (this.fields[field] ?? field);
  }
  reject(field: string, path: string, message: string): void {
    this.issues.push({ rule: this.rule(field), severity: 'rechazo', path, message });
  }
  notify(field: string, path: string, message: string): void {
    this.issues.push({ rule: this.rule(field), severity: 'notificacion', path, message });
  }
  own(rule: string, path: string, message: string): void {
    this.issues.push({ rule, severity: 'rechazo', path, message });
  }
}

const isCune = (value: string) => /^[0-9a-f]{96}$/.test(value);

function checkNit(
  r: RuleCollector,
  nitField: string,
  dvField: string,
  path: string,
  nit: string,
  dv: string,
) {
  if (!/^\d{5,15}$/.test(nit)) {
    r.reject(
      nitField,
      `${path}/@NIT`,
      `El NIT ${nit} debe tener solo dígitos, sin puntos, guiones ni dígito de verificación.`,
    );
    return;
  }
  const expected = nitCheckDigit(nit);
  if (dv !== expected) {
    r.reject(
      dvField,
      `${path}/@DV`,
      `El dígito de verificación ${dv} no corresponde al NIT ${nit}; debe ser ${expected}.`,
    );
  }
}

function checkName(r: RuleCollector, field: string, path: string, name: LegalName) {
  const parts = name.kind === 'company' ? [name.businessName] : [name.firstSurname, name.firstName];
  if (parts.some((p) => p.trim() === ''))
    r.reject(field, path, 'El nombre o la razón social no puede estar vacío.');
  if (name.kind === 'person') {
    for (const p of [name.firstSurname, name.secondSurname, name.firstName, name.otherNames]) {
      if (p && p.length > 60) r.reject(field, path, `El nombre "${p}" supera los 60 caracteres.`);
    }
  }
}

function checkSoftware(r: RuleCollector, ctx: BuildContext) {
  checkNit(r, '017', '018', 'ProveedorXML', ctx.software.providerNit, ctx.software.providerDv);
  checkName(r, '205', 'ProveedorXML', ctx.software.providerName);
  if (ctx.software.softwareId.trim() === '')
    r.reject('019', 'ProveedorXML/@SoftwareID', 'Falta el identificador del software asignado por la DIAN.');
  if (ctx.software.pin.trim() === '')
    r.reject('020', 'ProveedorXML/@SoftwareSC', 'Falta el PIN del software registrado ante la DIAN.');
}

function checkLocation(r: RuleCollector, firstField: string, path: string, place: Location) {
  const n = Number(firstField);
  const field = (offset: number) => String(n + offset).padStart(3, '0');
  if (!/^[A-Z]{2}$/.test(place.country))
    r.reject(field(0), `${path}/@Pais`, 'El país debe ser un código ISO 3166-1 alfa-2, por ejemplo CO.');
  if (!/^\d{2}$/.test(place.departmentCode))
    r.reject(
      field(1),
      `${path}/@DepartamentoEstado`,
      'El departamento debe ser el código DANE de 2 dígitos.',
    );
  if (!/^\d{5}$/.test(place.municipalityCode) || !place.municipalityCode.startsWith(place.departmentCode))
    r.reject(
      field(2),
      `${path}/@MunicipioCiudad`,
      'El municipio debe ser el código DANE de 5 dígitos y pertenecer al departamento indicado.',
    );
}

function checkEmployer(r: RuleCollector, employer: Employer) {
  checkNit(r, '033', '034', 'Empleador', employer.nit, employer.dv);
  checkName(r, '032', 'Empleador', employer.name);
  checkLocation(r, '035', 'Empleador', employer);
  if (employer.address.trim() === '')
    r.reject('038', 'Empleador/@Direccion', 'Falta la dirección del empleador.');
}

function checkSequence(r: RuleCollector, prefix: string | undefined, consecutive: number) {
  if (prefix !== undefined && !/^[A-Za-z0-9]*$/.test(prefix))
    r.reject(
      '010',
      'NumeroSecuenciaXML/@Prefijo',
      'El prefijo solo puede tener letras y números, sin espacios ni guiones.',
    );
  if (!Number.isSafeInteger(consecutive) || consecutive < 1)
    r.reject('011', 'NumeroSecuenciaXML/@Consecutivo', 'El consecutivo debe ser un número entero positivo.');
}

function checkPredecessor(r: RuleCollector, kind: 'replace' | 'delete', p: Predecessor) {
  const [num, cune, date] = kind === 'replace' ? ['190', '191', '192'] : ['215', '216', '217'];
  const path = kind === 'replace' ? 'Reemplazar/ReemplazandoPredecesor' : 'Eliminar/EliminandoPredecesor';
  if (p.number.trim() === '')
    r.reject(num, `${path}/@NumeroPred`, 'Falta el número del documento que se ajusta.');
  if (!isCune(p.cune))
    r.reject(
      cune,
      `${path}/@CUNEPred`,
      'El CUNE del documento que se ajusta debe tener 96 caracteres hexadecimales.',
    );
  if (!isIsoDate(p.issueDate))
    r.reject(
      date,
      `${path}/@FechaGenPred`,
      'La fecha de generación del documento que se ajusta no es válida.',
    );
}

function checkDates(r: RuleCollector, entries: [string, string, string | undefined][]) {
  for (const [field, path, value] of entries) {
    if (value !== undefined && !isIsoDate(value))
      r.reject(field, path, `La fecha ${value} no es válida (AAAA-MM-DD).`);
  }
}

function checkContent(r: RuleCollector, c: PayrollContent) {
  const { period, worker, payment, earnings } = c;
  checkDates(r, [
    ['002', 'Periodo/@FechaIngreso', period.hireDate],
    ['003', 'Periodo/@FechaRetiro', period.terminationDate],
    ['004', 'Periodo/@FechaLiquidacionInicio', period.start],
    ['005', 'Periodo/@FechaLiquidacionFin', period.end],
  ]);
  if (period.start > period.end)
    r.reject(
      '005',
      'Periodo/@FechaLiquidacionFin',
      'La fecha final de liquidación es anterior a la inicial.',
    );
  if (period.hireDate > period.end)
    r.reject('002', 'Periodo/@FechaIngreso', 'La fecha de ingreso es posterior al periodo liquidado.');
  if (period.terminationDate !== undefined && period.terminationDate < period.hireDate)
    r.reject('003', 'Periodo/@FechaRetiro', 'La fecha de retiro es anterior a la fecha de ingreso.');
  if (!(c.payrollPeriod in PAYROLL_PERIODS))
    r.reject('029', 'InformacionGeneral/@PeriodoNomina', 'El periodo de nómina no está en la tabla 5.5.1.');

  if (!(worker.workerType in WORKER_TYPES))
    r.reject('041', 'Trabajador/@TipoTrabajador', 'El tipo de trabajador no está en la tabla 5.5.3.');
  if (!(worker.workerSubtype in WORKER_SUBTYPES))
    r.reject('042', 'Trabajador/@SubTipoTrabajador', 'El subtipo de trabajador no está en la tabla 5.5.4.');
  if (!(worker.documentType in DOCUMENT_TYPES) || worker.documentType === 31)
    r.reject('044', 'Trabajador/@TipoDocumento', 'El tipo de documento del trabajador no es válido.');
  if (!/^\d{3,15}$/.test(worker.documentNumber))
    r.reject(
      '045',
      'Trabajador/@NumeroDocumento',
      'El número de documento debe tener solo dígitos, sin puntos ni espacios.',
    );
  checkName(r, '046', 'Trabajador', {
    kind: 'person',
    firstSurname: worker.firstSurname,
    secondSurname: worker.secondSurname,
    firstName: worker.firstName,
    otherNames: worker.otherNames,
  });
  checkLocation(r, '050', 'Trabajador/@LugarTrabajo', worker.workplace);
  if (worker.workplace.address.trim() === '')
    r.reject('053', 'Trabajador/@LugarTrabajoDireccion', 'Falta la dirección del lugar de trabajo.');
  if (!(worker.contractType in CONTRACT_TYPES))
    r.reject('061', 'Trabajador/@TipoContrato', 'El tipo de contrato no está en la tabla 5.5.2.');

  if (!(payment.form in PAYMENT_FORMS))
    r.reject('064', 'Pago/@Forma', 'La forma de pago debe ser 1 (contado).');
  if (!PAYMENT_METHODS.has(payment.method))
    r.reject('065', 'Pago/@Metodo', `El medio de pago ${payment.method} no está en la tabla 5.3.3.2.`);
  if (payment.dates.length === 0)
    r.reject('203', 'FechasPagos/FechaPago', 'Debe informar al menos una fecha de pago.');
  checkDates(
    r,
    payment.dates.map((d) => ['203', 'FechasPagos/FechaPago', d] as [string, string, string]),
  );

  if (
    !Number.isInteger(earnings.basic.workedDays) ||
    earnings.basic.workedDays < 0 ||
    earnings.basic.workedDays > 31
  )
    r.reject(
      '069',
      'Devengados/Basico/@DiasTrabajados',
      'Los días trabajados deben ser un entero entre 0 y 31.',
    );
  for (const o of earnings.overtime ?? []) {
    if (o.percentage !== undefined && !new Decimal(o.percentage).equals(OVERTIME_KINDS[o.kind].percentage)) {
      r.notify(
        overtimePercentageField(o.kind),
        `Devengados/${o.kind}s/${o.kind}/@Porcentaje`,
        `El porcentaje ${o.percentage} de ${OVERTIME_KINDS[o.kind].name} difiere del ${OVERTIME_KINDS[o.kind].percentage} de la tabla 5.5.5 del anexo técnico.`,
      );
    }
  }
  for (const d of earnings.disabilities ?? []) {
    if (!(d.type in DISABILITY_TYPES))
      r.reject(
        '126',
        'Devengados/Incapacidades/Incapacidad/@Tipo',
        'El tipo de incapacidad no está en la tabla 5.5.6.',
      );
  }
  checkAmounts(r, c);
}

/**
 * Each hour group has five fields (HoraInicio, HoraFin, Cantidad, Porcentaje, Pago) in schema order,
 * so the Porcentaje rule of each kind is five after the previous one: HED NIE077, HEN NIE082, HRN
 * NIE087, HEDDF NIE092, HRDDF NIE097, HENDF NIE102, HRNDF NIE107 (Anexo §6).
 */
function overtimePercentageField(kind: OvertimeKind): string {
  return String(77 + 5 * OVERTIME_ORDER.indexOf(kind)).padStart(3, '0');
}

function checkAmounts(r: RuleCollector, c: PayrollContent) {
  const amounts = [
    ...earningAmounts(c.earnings).map((a) => ['Devengados', a] as const),
    ...deductionAmounts(c.deductions).map((a) => ['Deducciones', a] as const),
    ['Trabajador/@Sueldo', c.worker.salary] as const,
  ];
  for (const [path, amount] of amounts) {
    if (amount === undefined) continue;
    let value: Decimal;
    try {
      value = new Decimal(amount);
    } catch {
      r.own('VLR01', path, `El valor ${String(amount)} no es un número.`);
      continue;
    }
    if (value.isNegative())
      r.own('VLR01', path, `El valor ${value.toString()} es negativo; los valores se informan positivos.`);
    if (value.decimalPlaces() > 2)
      r.own('VLR02', path, `El valor ${value.toString()} tiene más de dos decimales.`);
  }
  const hasBadAmount = r.issues.some((i) => i.rule === 'VLR01' || i.rule === 'VLR02');
  if (!hasBadAmount) {
    const totals = computeTotals(c.earnings, c.deductions);
    if (totals.net.isNegative())
      r.reject(
        '189',
        'ComprobanteTotal',
        `Las deducciones (${totals.deductions.toFixed(2)}) superan los devengados (${totals.earnings.toFixed(2)}); el total del comprobante no puede ser negativo.`,
      );
  }
}
