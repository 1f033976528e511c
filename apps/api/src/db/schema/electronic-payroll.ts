import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { companyForeignKey, moment, momentNow } from './columns.ts';
import { companyKeyColumn } from './company.ts';
import { contracts } from './employees.ts';
import { processRowKey, settlementProcesses } from './settlement.ts';

/**
 * The company's DIAN electronic payroll enablement (spec 03 §2.16, §3 DIAN configuration). Secrets (software
 * id, PIN, test set id, certificate and provider passwords) are stored AES-256-GCM encrypted (`*_enc`,
 * platform/crypto in the electronic-payroll feature); they never leave the server in clear.
 */
export const dianEnablements = pg.pgTable('dian_enablements', {
  companyId: companyKeyColumn(),
  enabledAnswer: pg.varchar('enabled_answer', { length: 4 }).notNull(),
  providerAnswer: pg.varchar('provider_answer', { length: 4 }),
  /** Set by the enablement process only: IN_PROCESS, ENABLED, REJECTED. */
  status: pg.varchar('status', { length: 12 }),
  statusText: pg.varchar('status_text', { length: 300 }),
  testSetIdEnc: pg.text('test_set_id_enc'),
  softwareIdEnc: pg.text('software_id_enc'),
  pinEnc: pg.text('pin_enc'),
  certificateKey: pg.varchar('certificate_key', { length: 300 }),
  certificateFileName: pg.varchar('certificate_file_name', { length: 200 }),
  certificatePasswordEnc: pg.text('certificate_password_enc'),
  providerUser: pg.varchar('provider_user', { length: 100 }),
  providerPasswordEnc: pg.text('provider_password_enc'),
  numberingStart: pg.integer('numbering_start'),
  numberingEnd: pg.integer('numbering_end'),
  createdAt: momentNow('created_at'),
  updatedAt: momentNow('updated_at'),
});

/** PENDIENTE: built and signed, not sent; EN TRANSFERENCIA: a transfer job holds it; ENVIADO: the DIAN accepted it; RECHAZADO: the DIAN refused it. */
export type NieDocumentStatus = 'PENDIENTE' | 'EN TRANSFERENCIA' | 'ENVIADO' | 'RECHAZADO';
/** NominaIndividual, or NominaIndividualDeAjuste Reemplazar / Eliminar. */
export type NieDocumentKind = 'individual' | 'replace' | 'delete';

/**
 * One electronic payroll document of a worker's month (Res. DIAN 000013 de 2021), signed once and
 * never rebuilt: its number, CUNE and XML are what the DIAN receives. A document the DIAN accepted is
 * never deleted (undoing the run that built it is refused; a change goes out as an adjustment note).
 */
export const nieDocuments = pg.pgTable(
  'nie_documents',
  {
    companyId: pg.integer('company_id').notNull(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    /** The NIE calendar (a month) and the PRO that built it. */
    calendarId: pg.integer('calendar_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    kind: pg.varchar('kind', { length: 12 }).notNull().$type<NieDocumentKind>(),
    /** The accepted document an adjustment note replaces or deletes. */
    predecessorId: pg.integer('predecessor_id'),
    prefix: pg.varchar('prefix', { length: 4 }).notNull(),
    consecutive: pg.bigint('consecutive', { mode: 'number' }).notNull(),
    cune: pg.varchar('cune', { length: 96 }).notNull(),
    issuedAt: moment('issued_at').notNull(),
    workerDocument: pg.varchar('worker_document', { length: 20 }).notNull(),
    workerName: pg.varchar('worker_name', { length: 200 }).notNull(),
    earnings: pg.numeric('earnings', { precision: 18, scale: 2 }).notNull(),
    deductions: pg.numeric('deductions', { precision: 18, scale: 2 }).notNull(),
    netPay: pg.numeric('net_pay', { precision: 18, scale: 2 }).notNull(),
    /** sha-256 of what the document says (not its number or time): an unchanged month is not sent again. */
    contentHash: pg.varchar('content_hash', { length: 64 }).notNull(),
    /** The document model as built (the PDF's source). */
    content: pg.jsonb('content').notNull(),
    xml: pg.text('xml').notNull(),
    xmlFileName: pg.varchar('xml_file_name', { length: 60 }).notNull(),
    zipFileName: pg.varchar('zip_file_name', { length: 60 }).notNull(),
    status: pg.varchar('status', { length: 20 }).notNull().default('PENDIENTE').$type<NieDocumentStatus>(),
    transferAttempts: pg.smallint('transfer_attempts').notNull().default(0),
    /** When a transfer or status job took it: a job silent for too long gives it back (recovery). */
    transferRequestedAt: moment('transfer_requested_at'),
    transferredAt: moment('transferred_at'),
    /**
     * Who answered the last transfer or status read: simulador (this server's local simulator),
     * habilitacion or produccion. The PDF says "Aceptado por la DIAN" only when the DIAN did.
     */
    answeredBy: pg.varchar('answered_by', { length: 12 }),
    /** The DIAN's answer: StatusCode, StatusDescription and its rule messages (code, kind, text). */
    dianStatusCode: pg.varchar('dian_status_code', { length: 10 }),
    dianDescription: pg.text('dian_description'),
    dianMessages: pg.jsonb('dian_messages').notNull().default(sql`'[]'::jsonb`),
    /** The DIAN's ApplicationResponse as it answered (XmlBase64Bytes decoded): "Descargar XML" zips it. */
    dianResponseXml: pg.text('dian_response_xml'),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'nie_documents_pkey', columns: [table.companyId, table.id] }),
    companyForeignKey('nie_documents_process_fk', [table.companyId, table.processId], settlementProcesses),
    companyForeignKey('nie_documents_contract_fk', [table.companyId, table.contractId], contracts),
    // A number is the company's once (Anexo rule 90), whatever run or worker built it.
    pg.uniqueIndex('nie_documents_number_unique').on(table.companyId, table.prefix, table.consecutive),
    pg.uniqueIndex('nie_documents_cune_unique').on(table.companyId, table.cune),
    pg.index('nie_documents_month_idx').on(table.companyId, table.year, table.month, table.contractId),
    pg.check('nie_documents_kind_check', sql`${table.kind} in ('individual', 'replace', 'delete')`),
    pg.check(
      'nie_documents_status_check',
      sql`${table.status} in ('PENDIENTE', 'EN TRANSFERENCIA', 'ENVIADO', 'RECHAZADO')`,
    ),
  ],
);

/**
 * What a NIE run says about each contract of the month: the document it stands on, new or an
 * earlier one whose content did not change. The calendar's list is its result process's rows.
 */
export const nieResults = pg.pgTable(
  'nie_results',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    documentId: pg.integer('document_id').notNull(),
  },
  (table) => [
    pg.primaryKey({
      name: 'nie_results_pkey',
      columns: [table.companyId, table.processId, table.contractId],
    }),
    processRowKey('nie_results_process_fk', table),
    companyForeignKey('nie_results_document_fk', [table.companyId, table.documentId], nieDocuments),
    pg.index('nie_results_document_idx').on(table.companyId, table.documentId),
  ],
);

/** The last consecutive a company's documents took: raised atomically, never lowered (numbers never repeat). */
export const nieNumbering = pg.pgTable('nie_numbering', {
  companyId: companyKeyColumn(),
  lastConsecutive: pg.bigint('last_consecutive', { mode: 'number' }).notNull(),
});
