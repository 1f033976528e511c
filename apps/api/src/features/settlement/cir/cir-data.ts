import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { documentTypes } from '../../reference/index.ts';
import { storedRunCalendar } from '../reports/stored-run-calendar.ts';
import type { CertifiedConcept } from './cir-boxes.ts';

/** One worker's stored year, with what the certificate and the formats print about him. */
export interface CirRow {
  personId: number;
  contractId: number;
  documentType: string;
  documentNumber: string;
  firstSurname: string;
  secondSurname: string;
  firstName: string;
  otherNames: string;
  address: string;
  departmentCode: string;
  cityCode: string;
  periodFrom: string;
  periodTo: string;
  boxes: Record<string, number>;
  concepts: CertifiedConcept[];
  payables: { prima: number; cesantias: number; interest: number; vacations: number };
  payablesTotal: number;
}

/** A CIR calendar with its stored result: the one named, or the newest processed one. */
export const cirCalendar = (db: Database, companyId: number, calendarId?: number) =>
  storedRunCalendar(db, companyId, 'CIR', calendarId);

const DIAN_CODE = new Map(documentTypes.items.map((item) => [item.code, item.dianCode]));

/**
 * The DIAN code of a worker's document (tabla de tipos de documento: 13 cédula, 22 cédula de
 * extranjería, 41 pasaporte …); a document the table does not name is a foreign identification (42).
 */
export const dianDocumentCode = (documentType: string): string => DIAN_CODE.get(documentType) ?? '42';

/** The stored certificates of a run, by document. */
export async function cirRows(db: Database, companyId: number, processId: number): Promise<CirRow[]> {
  const rows = await rowsOf<{
    person_id: number;
    contract_id: number;
    document_type: string;
    document_number: string;
    first_surname: string;
    second_surname: string | null;
    first_name: string;
    other_names: string | null;
    address: string;
    department_code: string | null;
    city_code: string | null;
    period_from: string;
    period_to: string;
    boxes: Record<string, number>;
    concepts: CertifiedConcept[];
    payables: CirRow['payables'];
    payables_total: string;
  }>(
    db,
    sql`select r.person_id, r.contract_id, p.document_type, p.document_number, p.first_surname,
               p.second_surname, p.first_name, p.other_names, p.address, p.department_code, p.city_code,
               r.period_from::text, r.period_to::text, r.boxes, r.concepts, r.payables, r.payables_total::text
          from income_withholding_results r
          join persons p on p.company_id = r.company_id and p.id = r.person_id
         where r.company_id = ${companyId} and r.process_id = ${processId}
         order by p.document_number, r.person_id`,
  );
  return rows.map((row) => ({
    personId: Number(row.person_id),
    contractId: Number(row.contract_id),
    documentType: row.document_type,
    documentNumber: row.document_number,
    firstSurname: row.first_surname,
    secondSurname: row.second_surname ?? '',
    firstName: row.first_name,
    otherNames: row.other_names ?? '',
    address: row.address,
    departmentCode: row.department_code ?? '',
    cityCode: row.city_code ?? '',
    periodFrom: row.period_from,
    periodTo: row.period_to,
    boxes: row.boxes,
    concepts: row.concepts,
    payables: row.payables,
    payablesTotal: Number(row.payables_total),
  }));
}

/** A box's stored value (0 when absent). */
export const box = (row: Pick<CirRow, 'boxes'>, number: number): number => row.boxes[String(number)] ?? 0;
