/**
 * A stored accounting entry with its source period, contract and person, as the CB report and the
 * accounting query select it (snake_case columns); each adds its value in its own type.
 */
export interface StoredEntryRow {
  voucher_type: string;
  source_detail: string;
  contract_id: number;
  document_number: string;
  employee_name: string;
  concept_code: string;
  concept_name: string;
  account: string;
  nature: 'D' | 'C';
  third_party_nit: string;
  third_party_name: string;
  cost_centre_code: string | null;
}
