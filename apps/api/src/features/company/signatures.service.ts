import { ERROR_CODES } from '@quincena/contracts';
import {
  SIGNATURE_MESSAGES,
  type TAverageConceptList,
  type TCreateSignatureRequest,
  type TSignature,
  type TSignatureEmployee,
  type TUpdateSignatureRequest,
  ZCreateSignatureRequest,
  ZUpdateSignatureRequest,
} from '@quincena/contracts/company';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { CONTENT_TYPES, checkUploadContent, type SniffedType } from '../../platform/uploads/file-content.ts';
import { createReferenceService } from '../reference/index.ts';
import {
  deleteSignature,
  findSignature,
  findSignatureByContract,
  insertSignature,
  listAverageConceptCodes,
  listCompanyEarningConcepts,
  listContractChoices,
  listSignatures,
  replaceAverageConcepts,
  type SignatureRow,
  updateSignature,
} from './signatures.repository.ts';

/** Firma (spec 01 §2.9): who signs labour certificates, and the concepts averaged as variable pay. */
export function createSignaturesService({ db, storage }: { db: Database; storage: Storage }) {
  const reference = createReferenceService({ db });

  async function describe(companyId: number, rows: SignatureRow[]): Promise<TSignature[]> {
    const choices = await listContractChoices(
      db,
      companyId,
      rows.map((row) => row.contractId),
    );
    const byContract = new Map(choices.map((choice) => [choice.contractId, choice]));
    return rows.map((row) => ({
      id: row.id,
      contractId: row.contractId,
      employee: byContract.get(row.contractId)?.label ?? '',
      job: byContract.get(row.contractId)?.job ?? '',
      averageMonths: row.averageMonths,
      footer: row.footer,
      imageUrl: `/api/signatures/${row.id}/image`,
    }));
  }

  async function one(companyId: number, row: SignatureRow): Promise<TSignature> {
    const [described] = await describe(companyId, [row]);
    if (!described) throw new Error('signature description missing');
    return described;
  }

  /** All payroll concepts that are earnings: the engine's catalogue and the company's own concepts. */
  async function earningConcepts(companyId: number) {
    const catalogue = (await reference.list('payroll-concepts'))
      .filter((item) => item.nature === 'earning')
      .map((item) => ({ code: item.code, name: item.name }));
    const own = await listCompanyEarningConcepts(db, companyId);
    const codes = new Set(catalogue.map((item) => item.code));
    return [...catalogue, ...own.filter((item) => !codes.has(item.code))];
  }

  return {
    async list(companyId: number): Promise<TSignature[]> {
      return describe(companyId, await listSignatures(db, companyId));
    },

    async employees(companyId: number): Promise<TSignatureEmployee[]> {
      return listContractChoices(db, companyId);
    },

    async create(companyId: number, input: TCreateSignatureRequest) {
      const body = ZCreateSignatureRequest.parse(input);
      const image = await checkUploadContent(body.image, 'image', 'image');
      const [contract] = await listContractChoices(db, companyId, [body.contractId]);
      if (!contract) throw notFound(SIGNATURE_MESSAGES.employeeNotFound);
      if (await findSignatureByContract(db, companyId, body.contractId)) {
        throw conflict(ERROR_CODES.conflict, SIGNATURE_MESSAGES.employeeTaken);
      }
      const key = `companies/${companyId}/signatures/contract-${body.contractId}-${Date.now()}.${image.extension}`;
      await storage.put(key, image.bytes);
      const row = await insertSignature(db, {
        companyId,
        contractId: body.contractId,
        averageMonths: body.averageMonths,
        footer: body.footer,
        imageKey: key,
      });
      return { signature: await one(companyId, row), message: SIGNATURE_MESSAGES.created };
    },

    async update(companyId: number, id: number, input: TUpdateSignatureRequest) {
      const body = ZUpdateSignatureRequest.parse(input);
      const current = await findSignature(db, companyId, id);
      if (!current) throw notFound(SIGNATURE_MESSAGES.notFound);
      const image = body.image ? await checkUploadContent(body.image, 'image', 'image') : null;
      let imageKey = current.imageKey;
      if (image) {
        imageKey = `companies/${companyId}/signatures/contract-${current.contractId}-${Date.now()}.${image.extension}`;
        await storage.put(imageKey, image.bytes);
      }
      const row = await updateSignature(db, companyId, id, {
        averageMonths: body.averageMonths,
        footer: body.footer,
        imageKey,
      });
      if (!row) throw notFound(SIGNATURE_MESSAGES.notFound);
      if (imageKey !== current.imageKey) await storage.remove(current.imageKey);
      return { signature: await one(companyId, row), message: SIGNATURE_MESSAGES.updated };
    },

    async remove(companyId: number, id: number) {
      const row = await deleteSignature(db, companyId, id);
      if (!row) throw notFound(SIGNATURE_MESSAGES.notFound);
      await storage.remove(row.imageKey);
      return { message: SIGNATURE_MESSAGES.deleted };
    },

    async image(companyId: number, id: number): Promise<{ bytes: Buffer; contentType: string }> {
      const row = await findSignature(db, companyId, id);
      const bytes = row ? await storage.get(row.imageKey) : null;
      if (!row || !bytes) throw notFound(SIGNATURE_MESSAGES.notFound);
      const extension = row.imageKey.split('.').pop() as SniffedType;
      return { bytes, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
    },

    async averageConcepts(companyId: number): Promise<TAverageConceptList> {
      const selected = new Set(await listAverageConceptCodes(db, companyId));
      const concepts = await earningConcepts(companyId);
      return { concepts: concepts.map((item) => ({ ...item, selected: selected.has(item.code) })) };
    },

    /** Replaces the company's averaging concepts; every code must be an earning concept it can use. */
    async saveAverageConcepts(companyId: number, codes: readonly string[]) {
      const known = new Set((await earningConcepts(companyId)).map((item) => item.code));
      const unique = [...new Set(codes)];
      if (unique.some((code) => !known.has(code))) {
        throw new AppError(400, ERROR_CODES.validation, SIGNATURE_MESSAGES.unknownConcept, {
          codes: SIGNATURE_MESSAGES.unknownConcept,
        });
      }
      await replaceAverageConcepts(db, companyId, unique);
      return { message: SIGNATURE_MESSAGES.conceptsSaved };
    },
  };
}

export type SignaturesService = ReturnType<typeof createSignaturesService>;
