import { achGeneric } from './ach-generic.ts';
import { bancoBogota } from './banco-bogota.ts';
import { bancolombiaPab } from './bancolombia-pab.ts';
import { bancolombiaSap } from './bancolombia-sap.ts';
import { davivienda } from './davivienda.ts';
import type { BankFileWriter, BankFormatId } from './model.ts';

/** Every bank file format, for the settlement screen's choice of bank. */
export const BANK_FILE_WRITERS: Readonly<Record<BankFormatId, BankFileWriter>> = {
  'bancolombia-pab': bancolombiaPab,
  'bancolombia-sap': bancolombiaSap,
  'banco-bogota': bancoBogota,
  davivienda,
  'ach-generic': achGeneric,
};

export function bankFileWriter(id: BankFormatId): BankFileWriter {
  return BANK_FILE_WRITERS[id];
}
