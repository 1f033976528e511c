import '../company.css';
import { SIGNATURE_MESSAGES, type TSignature } from '@quincena/contracts/company';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDeleteSignature } from '../api/company.mutations.ts';
import { useSignatureEmployees, useSignatures } from '../api/company.queries.ts';
import { AverageConceptsDialog } from '../components/average-concepts-dialog.tsx';
import { SignatureDialog } from '../components/signature-dialog.tsx';
import { signatureColumns, toSignatureView } from '../components/signatures.columns.tsx';

/** Firma (/Firms; spec 01 §2.9): who signs the labour certificates; 10 rows per page by default. */
export function SignaturesPage() {
  const { pathname } = useLocation();
  const signatures = useSignatures();
  const employees = useSignatureEmployees();
  const remove = useDeleteSignature();
  const [dialog, setDialog] = useState<{ editing: TSignature | null } | null>(null);
  const [deleting, setDeleting] = useState<TSignature | null>(null);
  const [conceptsOpen, setConceptsOpen] = useState(false);

  const rows = useMemo(() => (signatures.data ?? []).map(toSignatureView), [signatures.data]);
  const columns = useMemo(
    () => signatureColumns({ onEdit: (row) => setDialog({ editing: row }), onDelete: setDeleting }),
    [],
  );
  const free = useMemo(() => {
    const taken = new Set((signatures.data ?? []).map((row) => row.contractId));
    return (employees.data ?? []).filter((item) => !taken.has(item.contractId));
  }, [signatures.data, employees.data]);

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(SIGNATURE_MESSAGES.deleted),
      onError: (error) => notify.error(errorMessage(error), { sticky: true }),
    });
    setDeleting(null);
  }

  return (
    <div className="page">
      <PageTitle title="Firma" videoKey="FIRMS" />
      <PageMessages page={pathname.slice(1)} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={10}
        loading={signatures.isLoading}
        ariaLabel="Firmas"
        emptyMessage="No hay firmas registradas"
        toolbar={
          <>
            <Button
              type="button"
              label="Agregar"
              icon="pi pi-plus"
              onClick={() => setDialog({ editing: null })}
            />
            <Button
              type="button"
              label="Conceptos para el promedio"
              icon="pi pi-list-check"
              outlined
              onClick={() => setConceptsOpen(true)}
            />
          </>
        }
      />
      <SignatureDialog
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        employees={free}
        onHide={() => setDialog(null)}
      />
      <AverageConceptsDialog visible={conceptsOpen} onHide={() => setConceptsOpen(false)} />
      <ConfirmDialog
        visible={deleting !== null}
        message="¿Desea eliminar esta firma?"
        acceptLabel="Sí"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
