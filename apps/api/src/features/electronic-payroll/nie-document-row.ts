/**
 * A stored NIE document's number, worker and totals, as the document list and the NIE report select
 * them (snake_case columns, numbers as text); each adds its own columns.
 */
export interface StoredNieRow {
  id: number;
  contract_id: number;
  worker_document: string;
  worker_name: string;
  prefix: string;
  consecutive: string;
  transferred_at: string | null;
  earnings: string;
  deductions: string;
  net_pay: string;
  cune: string;
}
