import { ERROR_CODES } from '@quincena/contracts';
import {
  COMPANY_MESSAGES,
  TAXPAYER_TYPE,
  type TCompany,
  type TCompanySaveResponse,
  type TCreateCompanyRequest,
  type TFileUpload,
  type TUpdateCompanyRequest,
  ZCreateCompanyRequest,
  ZUpdateCompanyRequest,
} from '@quincena/contracts/company';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type CheckedFile, checkUploadContent } from '../../platform/uploads/file-content.ts';
import { deleteCompanyDraft } from '../access/index.ts';
import { createReferenceService } from '../reference/index.ts';
import {
  type CompanyInsert,
  type CompanyRow,
  findCompany,
  findCompanyByDocument,
  insertCompany,
  linkUserToCompany,
  updateCompany,
} from './company.repository.ts';
import { checkCompanyCodes } from './company-codes.ts';

/** True when PostgreSQL refused a write for a unique index (SQLSTATE 23505), whatever wrapped the error. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface CompanyDeps {
  db: Database;
  storage: Storage;
  clock: Clock;
}

type CreateBody = z.output<typeof ZCreateCompanyRequest>;
type UpdateBody = z.output<typeof ZUpdateCompanyRequest>;
type CompanyFiles = { logo?: CheckedFile; rut?: CheckedFile; chamberOfCommerce?: CheckedFile };

/** Display name: the legal name, or a natural person's names and surnames (spec 01 §5). */
function displayName(body: UpdateBody): string {
  if (body.taxpayerType !== TAXPAYER_TYPE.naturalPerson) return body.companyName ?? '';
  return [body.firstName, body.secondName, body.firstSurname, body.secondSurname].filter(Boolean).join(' ');
}

function editableColumns(body: UpdateBody, now: Date): Partial<CompanyInsert> {
  const natural = body.taxpayerType === TAXPAYER_TYPE.naturalPerson;
  return {
    name: displayName(body),
    taxpayerType: body.taxpayerType,
    companyName: natural ? null : (body.companyName ?? null),
    firstName: natural ? (body.firstName ?? null) : null,
    secondName: natural ? (body.secondName ?? null) : null,
    firstSurname: natural ? (body.firstSurname ?? null) : null,
    secondSurname: natural ? (body.secondSurname ?? null) : null,
    phone: body.phone,
    countryCode: body.countryCode,
    departmentCode: body.departmentCode,
    municipalityCode: body.municipalityCode,
    address: body.address,
    billingEmail: body.billingEmail,
    paymentPeriod: body.paymentPeriod,
    employeeCountRange: body.employeeCountRange || null,
    arlCode: body.arlCode,
    pilaOperatorCode: body.pilaOperatorCode,
    law1607Exempt: body.law1607Exempt,
    bankCode: body.bankCode,
    accountType: body.accountType,
    accountNumber: body.accountNumber,
    updatedAt: now,
  };
}

/** The company's text columns that may still be null (not filled in): the API answers them as ''. */
const TEXT_FIELDS = [
  'taxpayerType',
  'documentType',
  'checkDigit',
  'phone',
  'countryCode',
  'departmentCode',
  'municipalityCode',
  'address',
  'billingEmail',
  'paymentPeriod',
  'arlCode',
  'pilaOperatorCode',
  'startMonth',
  'bankCode',
  'accountType',
  'accountNumber',
] as const;

/** The company as the API answers it (the contract's order of fields is the schema's). */
export function toCompany(row: CompanyRow): TCompany {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, row[field] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...texts,
    id: row.id,
    name: row.name,
    documentNumber: row.nit ?? '',
    companyName: row.companyName,
    firstName: row.firstName,
    secondName: row.secondName,
    firstSurname: row.firstSurname,
    secondSurname: row.secondSurname,
    employeeCountRange: row.employeeCountRange,
    law1607Exempt: row.law1607Exempt ?? false,
    hasLogo: row.logoKey !== null,
    hasRut: row.rutKey !== null,
    hasChamberOfCommerce: row.chamberOfCommerceKey !== null,
  };
}

/** Content checks first, so a bad file refuses the whole save before anything is written. */
async function checkFiles(body: {
  logo?: TFileUpload;
  rut?: TFileUpload;
  chamberOfCommerce?: TFileUpload;
}): Promise<CompanyFiles> {
  const files: CompanyFiles = {};
  if (body.logo) files.logo = await checkUploadContent(body.logo, 'image', 'logo');
  if (body.rut) files.rut = await checkUploadContent(body.rut, 'pdf', 'rut');
  if (body.chamberOfCommerce) {
    files.chamberOfCommerce = await checkUploadContent(body.chamberOfCommerce, 'pdf', 'chamberOfCommerce');
  }
  return files;
}

const FILE_COLUMNS = { logo: 'logoKey', rut: 'rutKey', chamberOfCommerce: 'chamberOfCommerceKey' } as const;
const FILE_NAMES = { logo: 'logo', rut: 'rut', chamberOfCommerce: 'camara-de-comercio' } as const;

export function createCompanyService(deps: CompanyDeps) {
  const { db, storage, clock } = deps;
  const reference = createReferenceService({ db });

  /** Writes each new file, then points the company at it; a replaced file under another name is removed. */
  async function storeFiles(row: CompanyRow, files: CompanyFiles): Promise<CompanyRow> {
    const keys: Partial<CompanyInsert> = {};
    const replaced: string[] = [];
    for (const kind of Object.keys(FILE_COLUMNS) as (keyof CompanyFiles)[]) {
      const file = files[kind];
      if (!file) continue;
      const key = `companies/${row.id}/${FILE_NAMES[kind]}.${file.extension}`;
      await storage.put(key, file.bytes);
      const previous = row[FILE_COLUMNS[kind]];
      if (previous && previous !== key) replaced.push(previous);
      keys[FILE_COLUMNS[kind]] = key;
    }
    if (Object.keys(keys).length === 0) return row;
    const updated = await updateCompany(db, row.id, keys);
    for (const key of replaced) await storage.remove(key);
    return updated ?? row;
  }

  return {
    async get(companyId: number): Promise<TCompany> {
      const row = await findCompany(db, companyId);
      if (!row) throw notFound('La empresa no existe');
      return toCompany(row);
    },

    /** Spec 01 §4: creating links the company to the administrator; the screen then goes to /ProcessDIAN. */
    async create(auth: RequestAuth, input: TCreateCompanyRequest): Promise<TCompanySaveResponse> {
      const body: CreateBody = ZCreateCompanyRequest.parse(input);
      if (auth.companyId !== null) throw conflict(ERROR_CODES.conflict, COMPANY_MESSAGES.alreadyHasCompany);
      await checkCompanyCodes(reference, body);
      const files = await checkFiles(body);
      if (await findCompanyByDocument(db, body.documentType, body.documentNumber)) {
        throw conflict(ERROR_CODES.conflict, COMPANY_MESSAGES.documentTaken, {
          documentNumber: COMPANY_MESSAGES.documentTaken,
        });
      }
      const now = clock.now();
      const created = await db
        .transaction(async (tx) => {
          const row = await insertCompany(tx as unknown as Database, {
            ...editableColumns(body, now),
            name: displayName(body),
            documentType: body.documentType,
            nit: body.documentNumber,
            checkDigit: body.checkDigit,
            startMonth: body.startMonth,
          });
          if (!(await linkUserToCompany(tx as unknown as Database, auth.userId, row.id))) {
            throw conflict(ERROR_CODES.conflict, COMPANY_MESSAGES.alreadyHasCompany);
          }
          await deleteCompanyDraft(tx as unknown as Database, auth.userId);
          return row;
        })
        .catch((error: unknown) => {
          // Two administrators registering the same NIT at once: the unique index decides (SQLSTATE 23505).
          if (isUniqueViolation(error)) throw conflict(ERROR_CODES.conflict, COMPANY_MESSAGES.documentTaken);
          throw error;
        });
      // Files are written after the commit: storage may be a remote bucket (STYLE.md habit 10).
      const stored = await storeFiles(created, files);
      return { company: toCompany(stored), message: COMPANY_MESSAGES.created };
    },

    /** Identity fields and the start month are not in the update schema, so they stay as created. */
    async update(companyId: number, input: TUpdateCompanyRequest): Promise<TCompanySaveResponse> {
      const body: UpdateBody = ZUpdateCompanyRequest.parse(input);
      const current = await findCompany(db, companyId);
      if (!current) throw notFound('La empresa no existe');
      const missing: Record<string, string> = {};
      if (!body.logo && !current.logoKey) missing.logo = COMPANY_MESSAGES.logoRequired;
      if (!body.rut && !current.rutKey) missing.rut = COMPANY_MESSAGES.rutRequired;
      const firstMissing = Object.values(missing)[0];
      if (firstMissing) throw new AppError(400, ERROR_CODES.validation, firstMissing, missing);
      await checkCompanyCodes(reference, body);
      const files = await checkFiles(body);
      const updated = await updateCompany(db, companyId, editableColumns(body, clock.now()));
      if (!updated) throw notFound('La empresa no existe');
      const stored = await storeFiles(updated, files);
      return { company: toCompany(stored), message: COMPANY_MESSAGES.updated };
    },

    /** The RUT or chamber-of-commerce PDF of the caller's company. */
    async file(companyId: number, kind: 'rut' | 'chamber-of-commerce'): Promise<Buffer> {
      const row = await findCompany(db, companyId);
      const key = kind === 'rut' ? row?.rutKey : row?.chamberOfCommerceKey;
      const bytes = key ? await storage.get(key) : null;
      if (!bytes)
        throw notFound(kind === 'rut' ? 'La empresa no tiene RUT' : 'La empresa no tiene cámara de comercio');
      return bytes;
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
