import {
  FINAL_SETTLEMENT_ENDPOINTS,
  FINAL_SETTLEMENT_FILE_NAME,
  FINAL_SETTLEMENT_MESSAGES,
} from '@quincena/contracts/documents';
import type { TRetirementRow } from '@quincena/contracts/novelties';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useMemo } from 'react';
import { notify } from '../../../components/notify.tsx';
import { apiFile, errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * "Ver liquidación": the retirement's liquidación de contrato de trabajo as the server draws it from the
 * stored result, shown before Acumular so the clerk reviews what will be paid (decision 0313). A
 * settlement not processed yet answers a Spanish message, shown as a warning.
 */
export function FinalSettlementPreview({ row, onHide }: { row: TRetirementRow; onHide: () => void }) {
  const file = useQuery({
    queryKey: ['final-settlement', row.id],
    queryFn: ({ signal }) =>
      apiFile(FINAL_SETTLEMENT_ENDPOINTS.preview.replace(':id', String(row.id)), signal),
    // Each opening reads the current result: a Deshacer and Procesar in between changes it.
    gcTime: 0,
    retry: false,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data.blob) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => {
    if (!file.error) return;
    notify.warn(errorMessage(file.error), { life: 6000 });
    onHide();
  }, [file.error, onHide]);

  return (
    <Dialog
      header={`${FINAL_SETTLEMENT_MESSAGES.title} — ${row.employeeName}`}
      visible
      modal
      onHide={onHide}
      style={{ width: '60rem', maxWidth: '95vw' }}
      footer={
        <Button
          type="button"
          label="Descargar"
          icon="pi pi-download"
          disabled={!file.data}
          onClick={() =>
            file.data && saveBlob(file.data.blob, file.data.fileName ?? FINAL_SETTLEMENT_FILE_NAME)
          }
        />
      }
    >
      {url ? (
        <iframe
          title={`${FINAL_SETTLEMENT_MESSAGES.title} de ${row.employeeName}`}
          src={url}
          style={{ width: '100%', height: '65vh', border: 0 }}
        />
      ) : (
        <div className="flex justify-content-center p-5">
          <ProgressSpinner aria-label="Cargando la liquidación" style={{ width: '3rem', height: '3rem' }} />
        </div>
      )}
    </Dialog>
  );
}
