import { conceptDisplayCode } from '@quincena/contracts/concepts';
import type { TPayrollConfigResponse, TTransportConcept } from '@quincena/contracts/payroll-config';
import { DataTable, formatMoney, type TableColumn } from '../../../components/data-table/index.ts';

const columns: TableColumn<TTransportConcept>[] = [
  // The display code (decision 0314), never the engine's identifier.
  { field: 'code', header: 'Código', text: (row) => conceptDisplayCode(row.code) },
  { field: 'name', header: 'Concepto' },
  { field: 'dianElement', header: 'Elemento nómina electrónica', text: (row) => row.dianElement ?? '' },
];

/** The transport-aid card's figures in force and its concept table (spec 01 §2.10). */
export function PayrollConfigTransport({ transport }: { transport: TPayrollConfigResponse['transport'] }) {
  const [year, month, day] = transport.asOf.split('-');
  return (
    <div className="payroll-config__transport">
      <dl className="payroll-config__figures">
        <div>
          <dt>Auxilio mensual vigente</dt>
          <dd>{formatMoney(transport.monthlyAid)}</dd>
        </div>
        <div>
          <dt>Salario máximo para recibirlo (2 SMMLV)</dt>
          <dd>{formatMoney(transport.salaryLimit)}</dd>
        </div>
        <div>
          <dt>Valores vigentes al</dt>
          <dd>{`${day}-${month}-${year}`}</dd>
        </div>
      </dl>
      <DataTable
        rows={transport.concepts}
        columns={columns}
        dataKey="code"
        defaultRowsPerPage={10}
        ariaLabel="Conceptos del auxilio de transporte"
      />
    </div>
  );
}
