import { TIPO_XML } from '../model/code-lists.ts';
import { type Amount, formatAmountForCune } from '../model/money.ts';
import { sha384Hex } from './hash.ts';

/** The eleven CUNE fields of Anexo Técnico v1.0 §8.1 (p.245–248), already in their XML form. */
export interface CuneInput {
  /** NumNE: NumeroSecuenciaXML/@Numero. */
  number: string;
  /** FecNE: InformacionGeneral/@FechaGen, AAAA-MM-DD. */
  issueDate: string;
  /** HorNE: InformacionGeneral/@HoraGen, HH:MM:SS-05:00. */
  issueTime: string;
  /** ValDev, ValDed, ValTolNE: the three totals. */
  earningsTotal: Amount;
  deductionsTotal: Amount;
  netTotal: Amount;
  /** NitNE: Empleador/@NIT without check digit. */
  employerNit: string;
  /** DocEmp: Trabajador/@NumeroDocumento. */
  workerDocument: string;
  tipoXml: number;
  softwarePin: string;
  environment: number;
}

/** The pre-image, exposed so tests and support staff can see exactly what was hashed. */
export function cunePreimage(input: CuneInput): string {
  return (
    input.number +
    input.issueDate +
    input.issueTime +
    formatAmountForCune(input.earningsTotal) +
    formatAmountForCune(input.deductionsTotal) +
    formatAmountForCune(input.netTotal) +
    input.employerNit +
    input.workerDocument +
    String(input.tipoXml) +
    input.softwarePin +
    String(input.environment)
  );
}

/** CUNE = SHA-384 of the concatenation, 96 lowercase hex characters (Anexo §8.1). */
export function computeCune(input: CuneInput): string {
  return sha384Hex(cunePreimage(input));
}

/**
 * Eliminar notes have no worker nor totals: ValDev, ValDed and ValTol are "0.00" and DocEmp is
 * "0" (Anexo p.248).
 */
export function deletionCuneInput(
  input: Omit<CuneInput, 'earningsTotal' | 'deductionsTotal' | 'netTotal' | 'workerDocument' | 'tipoXml'>,
): CuneInput {
  return {
    ...input,
    earningsTotal: '0.00',
    deductionsTotal: '0.00',
    netTotal: '0.00',
    workerDocument: '0',
    tipoXml: TIPO_XML.adjustment,
  };
}
