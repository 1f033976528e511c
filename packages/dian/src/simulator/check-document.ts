import { DOMParser, type Element } from '@xmldom/xmldom';
import { computeCune, deletionCuneInput } from '../cune/cune.ts';
import { qrUrl } from '../cune/qr.ts';
import { computeSoftwareSecurityCode } from '../cune/software-security-code.ts';
import type { Environment } from '../model/code-lists.ts';
import type { DianXsdValidator } from '../validation/xsd-validator.ts';
import { checkSignature } from './check-signature.ts';
import { sumMoney } from './recompute-totals.ts';
import { attr, path, text } from './xml-reader.ts';

export interface RegisteredSoftware {
  softwareId: string;
  pin: string;
}

export interface Finding {
  rule: string;
  kind: 'Rechazo' | 'Notificación';
  message: string;
}

export interface CheckedDocument {
  findings: Finding[];
  cune: string;
  number: string;
  employerNit: string;
  /** 'individual', 'replace' or 'delete'. */
  kind: 'individual' | 'replace' | 'delete' | 'unknown';
  predecessorCune: string;
}

export interface CheckContext {
  software: ReadonlyMap<string, RegisteredSoftware>;
  environment: Environment;
  xsd: DianXsdValidator | null;
  now(): Date;
  /** Is this CUNE an accepted document of this employer? */
  isAccepted(cune: string): boolean;
  /** Has this employer's document number been accepted already (rule 90)? */
  isNumberUsed(employerNit: string, number: string): boolean;
}

/** Validates one received XML the way the DIAN does on reception (Anexo §6). */
export function checkDocument(xml: string, ctx: CheckContext): CheckedDocument {
  const findings: Finding[] = [];
  const reject = (rule: string, message: string) => findings.push({ rule, kind: 'Rechazo', message });
  const empty: CheckedDocument = {
    findings,
    cune: '',
    number: '',
    employerNit: '',
    kind: 'unknown',
    predecessorCune: '',
  };

  if (Buffer.byteLength(xml, 'utf8') > 500 * 1024)
    reject('ZA01', 'El documento supera el tamaño máximo de 500 KB.');
  if (ctx.xsd) {
    for (const issue of ctx.xsd.validate(xml)) reject('ZB01', issue.message);
  } else {
    findings.push({
      rule: 'ZB01',
      kind: 'Notificación',
      message: 'El simulador no tiene los XSD de la DIAN; no se validó el esquema.',
    });
  }
  let parseError = '';
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') parseError ||= message;
    },
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root || parseError) {
    reject('ZB01', `El XML no está bien formado. ${parseError}`.trim());
    return empty;
  }
  const isAdjustment = root.localName === 'NominaIndividualDeAjuste';
  const tipoNota = text(path(root, 'TipoNota'));
  const body: Element | null = !isAdjustment
    ? root
    : tipoNota === '2'
      ? path(root, 'Eliminar')
      : path(root, 'Reemplazar');
  const kind: CheckedDocument['kind'] = !isAdjustment
    ? 'individual'
    : tipoNota === '2'
      ? 'delete'
      : 'replace';
  const p = isAdjustment ? 'NIAE' : 'NIE';
  if (!body) {
    reject(`${p}214`, 'La nota de ajuste debe tener el grupo Reemplazar o Eliminar según su TipoNota.');
    return { ...empty, kind };
  }
  const info = path(body, 'InformacionGeneral');
  const number = attr(path(body, 'NumeroSecuenciaXML'), 'Numero');
  const employerNit = attr(path(body, 'Empleador'), 'NIT');
  const provider = path(body, 'ProveedorXML');
  const cune = attr(info, 'CUNE');
  const environment = Number(attr(info, 'Ambiente'));
  const predecessor =
    kind === 'replace' ? path(body, 'ReemplazandoPredecesor') : path(body, 'EliminandoPredecesor');
  const predecessorCune = attr(predecessor, 'CUNEPred');

  for (const f of checkSignature(xml, root, ctx.now())) reject(f.rule, f.message);

  if (environment !== ctx.environment) {
    reject(
      `${p}023`,
      `El ambiente ${environment} no corresponde a este servicio (se espera ${ctx.environment}).`,
    );
  }
  const software = ctx.software.get(attr(provider, 'SoftwareID'));
  if (!software) {
    reject(`${p}019`, 'El software no está registrado ni habilitado en la DIAN.');
  } else {
    if (
      attr(provider, 'SoftwareSC') !== computeSoftwareSecurityCode(software.softwareId, software.pin, number)
    ) {
      reject(`${p}020`, 'El código de seguridad del software (SoftwareSC) no está calculado correctamente.');
    }
    const cuneFields = {
      number,
      issueDate: attr(info, 'FechaGen'),
      issueTime: attr(info, 'HoraGen'),
      employerNit,
      softwarePin: software.pin,
      environment,
    };
    const expected =
      kind === 'delete'
        ? computeCune(deletionCuneInput(cuneFields))
        : computeCune({
            ...cuneFields,
            earningsTotal: text(path(body, 'DevengadosTotal')),
            deductionsTotal: text(path(body, 'DeduccionesTotal')),
            netTotal: text(path(body, 'ComprobanteTotal')),
            workerDocument: attr(path(body, 'Trabajador'), 'NumeroDocumento'),
            tipoXml: Number(attr(info, 'TipoXML')),
          });
    if (cune !== expected)
      reject(`${p}024`, 'El CUNE no está calculado correctamente según el anexo técnico.');
  }
  if (environment === 1 || environment === 2) {
    if (text(path(body, 'CodigoQR')) !== qrUrl(environment, cune)) {
      reject(
        `${p}021`,
        'El CodigoQR no corresponde a la URL de consulta del catálogo con el CUNE del documento.',
      );
    }
  }
  if (kind !== 'delete') {
    const earnings = sumMoney(path(body, 'Devengados'));
    const deductions = sumMoney(path(body, 'Deducciones'));
    if (!earnings.equals(text(path(body, 'DevengadosTotal')) || '0'))
      reject(`${p}187`, `DevengadosTotal no es la suma de los devengados (${earnings.toFixed(2)}).`);
    if (!deductions.equals(text(path(body, 'DeduccionesTotal')) || '0'))
      reject(`${p}188`, `DeduccionesTotal no es la suma de las deducciones (${deductions.toFixed(2)}).`);
    if (!earnings.minus(deductions).equals(text(path(body, 'ComprobanteTotal')) || '0'))
      reject(`${p}189`, 'ComprobanteTotal no es la diferencia entre devengados y deducciones.');
  }
  if (kind !== 'individual' && !ctx.isAccepted(predecessorCune)) {
    reject(
      kind === 'replace' ? 'NIAE191' : 'NIAE216',
      'El CUNE del documento predecesor no corresponde a un documento validado por la DIAN.',
    );
  }
  if (ctx.isNumberUsed(employerNit, number)) reject('90', 'Documento procesado anteriormente.');
  return { findings, cune, number, employerNit, kind, predecessorCune };
}
