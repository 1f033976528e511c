import * as XLSX from '@e965/xlsx';
import { BANK_FILE_WRITERS, writePlanilla } from '../src/index.ts';
import { bankExample } from './bank-example.ts';
import { planillaExample } from './planilla-example.ts';

/**
 * Prints the output of each README example: `npx tsx examples/print-examples.ts`. The README test
 * runs the same writers and checks that every block in the README is still exact.
 */
export function exampleOutputs(): Record<string, string> {
  const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  const outputs: Record<string, string> = { planilla: latin1(writePlanilla(planillaExample).bytes) };
  for (const writer of Object.values(BANK_FILE_WRITERS)) {
    const file = writer.write(bankExample);
    if (writer.id === 'davivienda') {
      const workbook = XLSX.read(file.bytes, { type: 'array' });
      const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' });
      outputs[writer.id] = `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
    } else {
      outputs[writer.id] = latin1(file.bytes);
    }
  }
  return outputs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, text] of Object.entries(exampleOutputs())) {
    console.log(`== ${name}`);
    process.stdout.write(text.replaceAll('\r\n', '\n'));
  }
}
