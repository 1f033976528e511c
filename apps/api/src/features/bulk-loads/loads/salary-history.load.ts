import type { TBulkRowError } from '@quincena/contracts/bulk-loads';
import { ZSalaryInput } from '@quincena/contracts/employees';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { createEmployeesService } from '../../employees/index.ts';
import { contractsById } from '../../users/index.ts';
import type { BulkColumnSpec } from '../bulk-column.ts';
import type { BulkLoadDefinition, CheckedRow } from '../bulk-load.ts';
import { issuesByColumn, repeatedInFile } from './row-rules.ts';

interface SalaryRecord {
  contractId: number;
  amount: number;
  startDate: string;
}

const COLUMNS: readonly BulkColumnSpec[] = [
  {
    key: 'contractId',
    header: 'Contrato',
    required: true,
    type: 'NUMBER',
    example: '15',
    note: 'Número del contrato, como lo muestra la lista de empleados',
  },
  { key: 'startDate', header: 'Fecha inicio', required: true, type: 'DATE', example: '01/01/2026' },
  {
    key: 'amount',
    header: 'Salario',
    required: true,
    type: 'NUMBER',
    example: '1750905',
    note: 'Pesos, sin separador de miles',
  },
];
const headerOf = (key: string) => COLUMNS.find((column) => column.key === key)?.header ?? null;
const CONTRACT_UNKNOWN = 'El contrato no existe en la empresa';

/**
 * "Cargue histórico de salarios" (spec 01 §2.6): one dated salary per row. Each row is checked by
 * the salary dialog's contract (ZSalaryInput) and written by the employees service's own
 * changeSalary inside the load's transaction, so its rules (not before the contract starts, never
 * inside a settled period) are the very same; a refusal of any row rolls the whole file back.
 */
export function salaryHistoryBulkLoad(deps: {
  storage: Storage;
  clock: Clock;
}): BulkLoadDefinition<SalaryRecord, CheckedRow<SalaryRecord>> {
  return {
    kind: 'salary-history',
    title: 'Cargue histórico de salarios',
    fileName: 'PlantillaCargueSalarios',
    sheetName: 'Salarios',
    columns: async () => COLUMNS,
    toRecord(values) {
      const contractId = Number(values.contractId);
      const errors: Array<{ column: string | null; message: string }> = [];
      if (!Number.isSafeInteger(contractId) || contractId < 1) {
        errors.push({ column: headerOf('contractId'), message: CONTRACT_UNKNOWN });
      }
      const salary = ZSalaryInput.safeParse({ amount: Number(values.amount), startDate: values.startDate });
      if (!salary.success) errors.push(...issuesByColumn(salary.error.issues, headerOf));
      if (errors.length > 0 || !salary.success) return { errors };
      return { record: { contractId, ...salary.data } };
    },
    async checkAll(db: Database, companyId, rows) {
      const errors: TBulkRowError[] = repeatedInFile(
        rows,
        (record) => `${record.contractId}|${record.startDate}`,
        headerOf('startDate'),
      );
      const known = await contractsById(
        db,
        companyId,
        rows.map(({ record }) => record.contractId),
      );
      for (const { position, record } of rows) {
        if (!known.has(record.contractId))
          errors.push({ row: position, column: headerOf('contractId'), message: CONTRACT_UNKNOWN });
      }
      return errors;
    },
    // The rows keep their spreadsheet positions, so a refusal while applying names its row.
    prepare: async (rows) => [...rows],
    async apply(tx, companyId, rows) {
      const employees = createEmployeesService({ db: tx, storage: deps.storage, clock: deps.clock });
      const errors: TBulkRowError[] = [];
      for (const { position, record } of rows) {
        try {
          await employees.changeSalary(companyId, record.contractId, {
            amount: record.amount,
            startDate: record.startDate,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          errors.push({ row: position, column: headerOf('startDate'), message: error.message });
        }
      }
      return errors.length > 0 ? { errors } : rows.length;
    },
  };
}
