import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { labourCertificates } from '../../db/schema/index.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { personFullNameOf } from '../../platform/sql/person-name.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import type { CertificateFacts } from './certificate-facts.ts';

export interface CertificateContractRow {
  contract_id: number;
  person_id: number;
  employee_name: string;
  document_type: string;
  document_number: string;
  email: string;
  contract_type: string;
  salary_type: string;
  start_date: string;
  end_date: string | null;
  retirement_date: string | null;
  status: string;
  job_name: string | null;
  salary: string | null;
}

/**
 * The contract a person's certificate speaks of: the running one (active or suspended) started last,
 * else the one that ended last. Its salary is the one in force on `onDay`, or the last one paid.
 */
export async function certificateContract(db: Database, companyId: number, personId: number, onDay: string) {
  const [row] = await rowsOf<CertificateContractRow>(
    db,
    sql`select k.id as contract_id, p.id as person_id, p.document_type, p.document_number, p.email,
          ${personFullNameOf('p')} as employee_name,
          k.contract_type, k.salary_type, k.start_date::text as start_date, k.end_date::text as end_date,
          k.retirement_date::text as retirement_date, k.status, j.name as job_name,
          (select s.amount::text from contract_salaries s
            where s.company_id = k.company_id and s.contract_id = k.id
              and s.start_date <= least(${onDay}::date, coalesce(k.retirement_date, ${onDay}::date))
            order by s.start_date desc limit 1) as salary
        from contracts k
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        left join jobs j on j.company_id = k.company_id and j.id = k.job_id
        where k.company_id = ${companyId} and k.person_id = ${personId}
        order by (k.status <> 'RETIRADO') desc, k.start_date desc, coalesce(k.retirement_date, k.start_date) desc, k.id desc
        limit 1`,
  );
  return row ?? null;
}

/** The signature image of the configuration of a signer's contract, if it is still configured. */
export async function signatureImageKey(db: Database, companyId: number, contractId: number) {
  const [row] = await rowsOf<{ image_key: string }>(
    db,
    sql`select image_key from signature_configs where company_id = ${companyId} and contract_id = ${contractId}`,
  );
  return row?.image_key ?? null;
}

/**
 * The variable pay of a contract over whole months: the company's averaged concepts (Firma's
 * "conceptos a promediar") in the stored lines of its accumulated payroll periods, plus the variable
 * salary and overtime of months brought with "Cargar acumulados", which carry no concept detail.
 */
export async function variablePayTotal(
  db: Database,
  companyId: number,
  contractId: number,
  months: ReadonlyArray<readonly [number, number]>,
): Promise<string> {
  if (months.length === 0) return '0';
  const keys = months.map(([year, month]) => year * 100 + month);
  const [row] = await rowsOf<{ total: string }>(
    db,
    sql`select (
          coalesce((select sum(l.value) from settlement_lines l
            ${joinCurrentCalendar('l')}
            where l.company_id = ${companyId} and l.contract_id = ${contractId}
              and c.type = 'NM' and c.state = 'ACCUMULATED' and l.kind = 'earning'
              and (l.year * 100 + l.month) in (${sql.join(keys, sql`, `)})
              and l.concept_code in (select a.concept_code from signature_average_concepts a where a.company_id = ${companyId})), 0)
          + coalesce((select sum(m.variable_salary + m.overtime_and_surcharges) from imported_months m
            where m.company_id = ${companyId} and m.contract_id = ${contractId}
              and (m.year * 100 + m.month) in (${sql.join(keys, sql`, `)})), 0)
        )::text as total`,
  );
  return row?.total ?? '0';
}

/** Whether Firma names any concept to average (spec 01 §2.9 "conceptos a promediar"). */
export async function hasAverageConcepts(db: Database, companyId: number): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select 1 from signature_average_concepts where company_id = ${companyId}) as found`,
  );
  return row?.found === true;
}

export interface CertificateRecord {
  id: string;
  companyId: number;
  personId: number;
  contractId: number;
  facts: CertificateFacts;
}

export async function insertCertificate(
  db: Database,
  record: CertificateRecord & { issuedBy: number; issuedAt: Date },
): Promise<void> {
  await db.insert(labourCertificates).values({
    companyId: record.companyId,
    id: record.id,
    personId: record.personId,
    contractId: record.contractId,
    letterType: record.facts.letterType,
    addressedTo: record.facts.addressedTo,
    certified: record.facts as unknown as Record<string, unknown>,
    issuedAt: record.issuedAt,
    issuedBy: record.issuedBy,
  });
}

function toRecord(row: typeof labourCertificates.$inferSelect): CertificateRecord {
  return {
    id: row.id,
    companyId: row.companyId,
    personId: row.personId,
    contractId: row.contractId,
    facts: row.certified as unknown as CertificateFacts,
  };
}

/** A certificate of the company (for its PDF or e-mail). */
export async function findCertificate(db: Database, companyId: number, id: string) {
  const [row] = await db
    .select()
    .from(labourCertificates)
    .where(and(eq(labourCertificates.companyId, companyId), eq(labourCertificates.id, id)));
  return row ? toRecord(row) : null;
}

/** A certificate by its public code alone: the validation page has no company. */
export async function findCertificateByCode(db: Database, id: string) {
  const [row] = await db.select().from(labourCertificates).where(eq(labourCertificates.id, id));
  return row ? toRecord(row) : null;
}
