import { useState } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { notify } from './notify.tsx';

/** The message when an Excel file could not be written and the error says nothing better. */
export const EXCEL_FAILED = 'No se pudo crear el archivo de Excel';

/**
 * Exportar of a screen that builds or downloads its file (decision 0370): `exporting` is true while
 * `write` runs (the button shows it loading); a failure shows as the server's message, or as
 * `fallback` when the error carries none.
 */
export function useFileExport(write: () => Promise<unknown>, fallback?: string) {
  const [exporting, setExporting] = useState(false);

  async function exportFile() {
    setExporting(true);
    try {
      await write();
    } catch (error) {
      notify.serverError(errorMessage(error, fallback));
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportFile };
}
