import { type CuneInput, computeCune, deletionCuneInput } from '../cune/cune.ts';
import { qrPayload, qrUrl } from '../cune/qr.ts';
import { computeSoftwareSecurityCode } from '../cune/software-security-code.ts';
import { days360Inclusive, toBogota } from '../model/bogota-time.ts';
import {
  type Environment,
  TIPO_NOTA,
  TIPO_XML,
  VERSION_ADJUSTMENT,
  VERSION_INDIVIDUAL,
} from '../model/code-lists.ts';
import type { BuildContext, PayrollContent, PayrollDocument, Predecessor } from '../model/documents.ts';
import { formatAmount } from '../model/money.ts';
import { deductionsXml } from './deductions-xml.ts';
import { earningsXml } from './earnings-xml.ts';
import {
  documentNumber,
  employerXml,
  generalInfoXml,
  notesXml,
  paymentXml,
  placeXml,
  providerXml,
  qrXml,
  sequenceXml,
  workerXml,
} from './header-xml.ts';
import { EMPTY_EXTENSIONS, rootStartTag, XML_DECLARATION } from './namespaces.ts';
import { computeTotals } from './totals.ts';
import { element, textElement } from './writer.ts';

/** The unsigned document and the values derived while building it. */
export interface BuiltDocument {
  kind: PayrollDocument['kind'];
  /** UTF-8 XML, compact, with an empty ext:ExtensionContent waiting for the signature. */
  xml: string;
  tipoXml: number;
  number: string;
  issueDate: string;
  issueTime: string;
  cune: string;
  softwareSecurityCode: string;
  qrUrl: string;
  /** Text of the QR image on the graphic representation (Anexo §13.1). */
  qrText: string;
  employerNit: string;
  /** "0" for Eliminar notes (Anexo p.248). */
  workerDocument: string;
  totals: { earnings: string; deductions: string; net: string };
}

function periodXml(content: PayrollContent, issueDate: string): string {
  const { period } = content;
  return element('Periodo', [
    ['FechaIngreso', period.hireDate],
    ['FechaRetiro', period.terminationDate],
    ['FechaLiquidacionInicio', period.start],
    ['FechaLiquidacionFin', period.end],
    ['TiempoLaborado', String(days360Inclusive(period.hireDate, period.terminationDate ?? period.end))],
    ['FechaGen', issueDate],
  ]);
}

function predecessorXml(name: string, p: Predecessor): string {
  return element(name, [
    ['NumeroPred', p.number],
    ['CUNEPred', p.cune],
    ['FechaGenPred', p.issueDate],
  ]);
}

/** The body shared by NominaIndividual and Reemplazar, from Periodo to ComprobanteTotal. */
function payrollBody(
  content: PayrollContent,
  ctx: BuildContext,
  tipoXml: number,
  version: string,
): {
  body: string;
  derived: Derived;
} {
  const { issueDate, issueTime } = localIssue(content.issue.issuedAt);
  const number = documentNumber(content.sequence);
  // Lines first: an amount with a third decimal is reported by its own value, not by the total.
  const earnings = earningsXml(content.earnings);
  const deductions = deductionsXml(content.deductions);
  const totals = computeTotals(content.earnings, content.deductions);
  const formatted = {
    earnings: formatAmount(totals.earnings),
    deductions: formatAmount(totals.deductions),
    net: formatAmount(totals.net),
  };
  const derived = derivedFrom(
    {
      number,
      issueDate,
      issueTime,
      earningsTotal: formatted.earnings,
      deductionsTotal: formatted.deductions,
      netTotal: formatted.net,
      employerNit: content.employer.nit,
      workerDocument: content.worker.documentNumber,
      tipoXml,
      softwarePin: ctx.software.pin,
      environment: content.issue.environment,
    },
    formatted,
    ctx.software,
    content.issue.environment,
  );
  const { cune, softwareSecurityCode: securityCode, qrUrl: url } = derived;
  const body =
    periodXml(content, issueDate) +
    sequenceXml(content.sequence) +
    placeXml(content.issue.place) +
    providerXml(ctx.software, securityCode) +
    qrXml(url) +
    generalInfoXml({
      version,
      environment: content.issue.environment,
      tipoXml,
      cune,
      issueDate,
      issueTime,
      payrollPeriod: content.payrollPeriod,
    }) +
    notesXml(content.issue.notes) +
    employerXml(content.employer) +
    workerXml(content.worker) +
    paymentXml(content.payment) +
    earnings +
    deductions +
    textElement('DevengadosTotal', formatted.earnings) +
    textElement('DeduccionesTotal', formatted.deductions) +
    textElement('ComprobanteTotal', formatted.net);
  return { body, derived };
}

type Derived = Omit<BuiltDocument, 'kind' | 'xml' | 'qrText'>;

/**
 * What a document's CUNE input fixes: the CUNE, SoftwareSC and the QR address, with the number, issue,
 * NIT, worker document and type the CUNE covers, and the totals as printed.
 */
function derivedFrom(
  input: CuneInput,
  totals: Derived['totals'],
  software: BuildContext['software'],
  environment: Environment,
): Derived {
  const cune = computeCune(input);
  return {
    tipoXml: input.tipoXml,
    number: input.number,
    issueDate: input.issueDate,
    issueTime: input.issueTime,
    cune,
    softwareSecurityCode: computeSoftwareSecurityCode(software.softwareId, software.pin, input.number),
    qrUrl: qrUrl(environment, cune),
    employerNit: input.employerNit,
    workerDocument: input.workerDocument,
    totals,
  };
}

function localIssue(issuedAt: Date): { issueDate: string; issueTime: string } {
  const local = toBogota(issuedAt);
  return { issueDate: local.date, issueTime: local.time };
}

/**
 * Builds the unsigned XML of a NominaIndividual (102) or a NominaIndividualDeAjuste (103). The
 * CUNE, SoftwareSC and CodigoQR are computed here, before signing, because the signature covers
 * them (Anexo §8, §7).
 */
export function buildDocument(document: PayrollDocument, ctx: BuildContext): BuiltDocument {
  if (document.kind === 'individual') {
    const { body, derived } = payrollBody(document, ctx, TIPO_XML.individual, VERSION_INDIVIDUAL);
    const novelty = document.novelty
      ? textElement('Novedad', 'true', [['CUNENov', document.novelty.cune]])
      : '';
    const xml = `${XML_DECLARATION}${rootStartTag('NominaIndividual')}${EMPTY_EXTENSIONS}${novelty}${body}</NominaIndividual>`;
    return { kind: 'individual', xml, ...derived, qrText: qrTextOf(derived, document.issue.environment) };
  }
  if (document.kind === 'replace') {
    const { body, derived } = payrollBody(document, ctx, TIPO_XML.adjustment, VERSION_ADJUSTMENT);
    const xml =
      XML_DECLARATION +
      rootStartTag('NominaIndividualDeAjuste') +
      EMPTY_EXTENSIONS +
      textElement('TipoNota', String(TIPO_NOTA.replace)) +
      `<Reemplazar>${predecessorXml('ReemplazandoPredecesor', document.predecessor)}${body}</Reemplazar>` +
      '</NominaIndividualDeAjuste>';
    return {
      kind: 'replace',
      xml,
      ...derived,
      qrText: qrTextOf(derived, document.issue.environment, TIPO_NOTA.replace),
    };
  }
  const { issueDate, issueTime } = localIssue(document.issue.issuedAt);
  const number = documentNumber(document.sequence);
  const derived = derivedFrom(
    deletionCuneInput({
      number,
      issueDate,
      issueTime,
      employerNit: document.employer.nit,
      softwarePin: ctx.software.pin,
      environment: document.issue.environment,
    }),
    { earnings: '0.00', deductions: '0.00', net: '0.00' },
    ctx.software,
    document.issue.environment,
  );
  const { cune, softwareSecurityCode: securityCode, qrUrl: url } = derived;
  const body =
    predecessorXml('EliminandoPredecesor', document.predecessor) +
    element('NumeroSecuenciaXML', [
      ['Prefijo', document.sequence.prefix],
      ['Consecutivo', document.sequence.consecutive],
      ['Numero', number],
    ]) +
    placeXml(document.issue.place) +
    providerXml(ctx.software, securityCode) +
    qrXml(url) +
    generalInfoXml({
      version: VERSION_ADJUSTMENT,
      environment: document.issue.environment,
      tipoXml: TIPO_XML.adjustment,
      cune,
      issueDate,
      issueTime,
    }) +
    notesXml(document.issue.notes) +
    employerXml(document.employer);
  const xml =
    XML_DECLARATION +
    rootStartTag('NominaIndividualDeAjuste') +
    EMPTY_EXTENSIONS +
    textElement('TipoNota', String(TIPO_NOTA.delete)) +
    `<Eliminar>${body}</Eliminar>` +
    '</NominaIndividualDeAjuste>';
  return {
    kind: 'delete',
    xml,
    ...derived,
    qrText: qrTextOf(derived, document.issue.environment, TIPO_NOTA.delete),
  };
}

function qrTextOf(d: Derived, environment: 1 | 2, noteType?: number) {
  return qrPayload({
    number: d.number,
    issueDate: d.issueDate,
    issueTime: d.issueTime,
    noteType,
    employerNit: d.employerNit,
    workerDocument: d.workerDocument,
    earningsTotal: d.totals.earnings,
    deductionsTotal: d.totals.deductions,
    netTotal: d.totals.net,
    cune: d.cune,
    environment,
  });
}
