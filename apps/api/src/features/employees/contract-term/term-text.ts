import type { TContractEvent } from '@quincena/contracts/employees';
import type { ContractEventRow } from './contract-term.repository.ts';

/** dd/mm/aaaa, as the contract screens show dates. */
export function dmy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** The history line of an event, in Spanish. */
export function eventDescription(row: ContractEventRow): string {
  switch (row.type) {
    case 'RENOVACION':
      return `${row.automatic ? 'Renovación automática' : 'Renovación'} n.º ${row.renewalNumber ?? ''} hasta ${dmy(row.newEndDate ?? '')}`;
    case 'PREAVISO_NO_RENOVACION':
      return `Preaviso de no renovación entregado el ${dmy(row.noticeDate ?? row.eventDate)}`;
    default:
      return `Contrato a término indefinido desde el ${dmy(row.eventDate)} (límite de cuatro años, art. 46 CST)`;
  }
}

export function toEventView(row: ContractEventRow): TContractEvent {
  return {
    id: row.id,
    type: row.type as TContractEvent['type'],
    eventDate: row.eventDate,
    previousEndDate: row.previousEndDate,
    newEndDate: row.newEndDate,
    noticeDate: row.noticeDate,
    renewalNumber: row.renewalNumber,
    automatic: row.automatic,
    description: eventDescription(row),
    note: row.note,
  };
}
