import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { contracts } from './employees.ts';
import { settlementProcesses } from './settlement.ts';

/**
 * The company's DIAN electronic payroll enablement (spec 03 §2.16, §3 DIAN configuration). Secrets (software
 * id, PIN, test set id, certificate and provider passwords) are stored AES-256-GCM encrypted (`*_enc`,
 * platform/crypto in the electronic-payroll feature); they never leave the server in clear.
 */
export const dianEnablements = pgTable('dian_enablements', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  enabledAnswer: varchar('enabled_answer', { length: 4 }).notNull(),
  providerAnswer: varchar('provider_answer', { length: 4 }),
  /** Set by the enablement process only: IN_PROCESS, ENABLED, REJECTED. */
  status: varchar('status', { length: 12 }),
  statusText: varchar('status_text', { length: 300 }),
  testSetIdEnc: text('test_set_id_enc'),
  softwareIdEnc: text('software_id_enc'),
  pinEnc: text('pin_enc'),
  certificateKey: varchar('certificate_key', { length: 300 }),
  certificateFileName: varchar('certificate_file_name', { length: 200 }),
  certificatePasswordEnc: text('certificate_password_enc'),
  providerUser: varchar('provider_user', { length: 100 }),
  providerPasswordEnc: text('provider_password_enc'),
  numberingStart: integer('numbering_start'),
  numberingEnd: integer('numbering_end'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
export const nieDocuments = pgTable(
  'nie_documents',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    /** The NIE calendar (a month) and the PRO that built it. */
    calendarId: integer('calendar_id').notNull(),
    processId: integer('process_id').notNull(),
    contractId: integer('contract_id').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    kind: varchar('kind', { length: 12 }).notNull().$type<NieDocumentKind>(),
    /** The accepted document an adjustment note replaces or deletes. */
    predecessorId: integer('predecessor_id'),
    prefix: varchar('prefix', { length: 4 }).notNull(),
    consecutive: bigint('consecutive', { mode: 'number' }).notNull(),
    cune: varchar('cune', { length: 96 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    workerDocument: varchar('worker_document', { length: 20 }).notNull(),
    workerName: varchar('worker_name', { length: 200 }).notNull(),
    earnings: numeric('earnings', { precision: 18, scale: 2 }).notNull(),
    deductions: numeric('deductions', { precision: 18, scale: 2 }).notNull(),
    netPay: numeric('net_pay', { precision: 18, scale: 2 }).notNull(),
    /** sha-256 of what the document says (not its number or time): an unchanged month is not sent again. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    /** The document model as built (the PDF's source). */
    content: jsonb('content').notNull(),
    xml: text('xml').notNull(),
    xmlFileName: varchar('xml_file_name', { length: 60 }).notNull(),
    zipFileName: varchar('zip_file_name', { length: 60 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('PENDIENTE').$type<NieDocumentStatus>(),
    transferAttempts: smallint('transfer_attempts').notNull().default(0),
    /** When a transfer or status job took it: a job silent for too long gives it back (recovery). */
    transferRequestedAt: timestamp('transfer_requested_at', { withTimezone: true }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    /**
     * Who answered the last transfer or status read: simulador (this server's local simulator),
     * habilitacion or produccion. The PDF says "Aceptado por la DIAN" only when the DIAN did.
     */
    answeredBy: varchar('answered_by', { length: 12 }),
    /** The DIAN's answer: StatusCode, StatusDescription and its rule messages (code, kind, text). */
    dianStatusCode: varchar('dian_status_code', { length: 10 }),
    dianDescription: text('dian_description'),
    dianMessages: jsonb('dian_messages').notNull().default(sql`'[]'::jsonb`),
    /** The DIAN's ApplicationResponse as it answered (XmlBase64Bytes decoded): "Descargar XML" zips it. */
    dianResponseXml: text('dian_response_xml'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'nie_documents_pkey', columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'nie_documents_process_fk',
      columns: [table.companyId, table.processId],
      foreignColumns: [settlementProcesses.companyId, settlementProcesses.id],
    }),
    foreignKey({
      name: 'nie_documents_contract_fk',
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }),
    // A number is the company's once (Anexo rule 90), whatever run or worker built it.
    uniqueIndex('nie_documents_number_unique').on(table.companyId, table.prefix, table.consecutive),
    uniqueIndex('nie_documents_cune_unique').on(table.companyId, table.cune),
    index('nie_documents_month_idx').on(table.companyId, table.year, table.month, table.contractId),
    check('nie_documents_kind_check', sql`${table.kind} in ('individual', 'replace', 'delete')`),
    check(
      'nie_documents_status_check',
      sql`${table.status} in ('PENDIENTE', 'EN TRANSFERENCIA', 'ENVIADO', 'RECHAZADO')`,
    ),
  ],
);

/**
 * What a NIE run says about each contract of the month: the document it stands on, new or an
 * earlier one whose content did not change. The calendar's list is its result process's rows.
 */
export const nieResults = pgTable(
  'nie_results',
  {
    companyId: integer('company_id').notNull(),
    processId: integer('process_id').notNull(),
    contractId: integer('contract_id').notNull(),
    documentId: integer('document_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'nie_results_pkey', columns: [table.companyId, table.processId, table.contractId] }),
    foreignKey({
      name: 'nie_results_process_fk',
      columns: [table.companyId, table.processId],
      foreignColumns: [settlementProcesses.companyId, settlementProcesses.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'nie_results_document_fk',
      columns: [table.companyId, table.documentId],
      foreignColumns: [nieDocuments.companyId, nieDocuments.id],
    }),
    index('nie_results_document_idx').on(table.companyId, table.documentId),
  ],
);

/** The last consecutive a company's documents took: raised atomically, never lowered (numbers never repeat). */
export const nieNumbering = pgTable('nie_numbering', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  lastConsecutive: bigint('last_consecutive', { mode: 'number' }).notNull(),
});
