import '../api-keys.css';
import { API_KEY_MESSAGES, type TApiKey, type TApiKeyCreated } from '@quincena/contracts/api-keys';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FORM_TOAST_LIFE_MS } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.api.ts';
import { accessName, areaNames, formatMoment, statusName } from '../components/api-key-format.ts';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog.tsx';
import { SecretDialog } from '../components/secret-dialog.tsx';

/** /CompanyApiKeys (issue 33, decision 0337): the keys other systems use to call the API as the company. */
export function ApiKeysPage() {
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);

  function confirmRevoke() {
    if (!revoking) return;
    const key = revoking;
    setRevoking(null);
    revoke.mutate(key.id, {
      onSuccess: (answer) => notify.success(answer.message, { life: FORM_TOAST_LIFE_MS }),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }

  return (
    <section className="api-keys-page">
      <PageTitle title="Claves API">
        <Button type="button" label="Crear clave" icon="pi pi-plus" onClick={() => setCreating(true)} />
      </PageTitle>
      <p className="api-keys-page__intro">
        Las claves API permiten que otros sistemas (ERP, contabilidad, reloj de control) consulten y registren
        información de la empresa sin un usuario. Cada llamada queda en la auditoría con el nombre de la
        clave.
      </p>
      <DataTable
        value={list.data?.rows ?? []}
        dataKey="id"
        loading={list.isLoading}
        emptyMessage="Aún no hay claves API"
        aria-label="Claves API"
        size="small"
        stripedRows
      >
        <Column field="name" header="Nombre" />
        <Column header="Prefijo" body={(key: TApiKey) => <code>{key.prefix}…</code>} />
        <Column header="Acceso" body={accessName} />
        <Column header="Áreas" body={areaNames} />
        <Column header="Creada por" body={(key: TApiKey) => key.createdBy ?? '—'} />
        <Column header="Creada" body={(key: TApiKey) => formatMoment(key.createdAt)} />
        <Column header="Último uso" body={(key: TApiKey) => formatMoment(key.lastUsedAt)} />
        <Column
          header="Estado"
          body={(key: TApiKey) => (
            <Tag severity={key.revokedAt ? 'danger' : 'success'} value={statusName(key)} />
          )}
        />
        <Column
          header="Acciones"
          body={(key: TApiKey) =>
            key.revokedAt ? null : (
              <Button
                type="button"
                icon="pi pi-ban"
                label="Revocar"
                severity="danger"
                text
                size="small"
                aria-label={`Revocar ${key.name}`}
                onClick={() => setRevoking(key)}
              />
            )
          }
        />
      </DataTable>
      <CreateApiKeyDialog visible={creating} onHide={() => setCreating(false)} onCreated={setCreated} />
      <SecretDialog created={created} onHide={() => setCreated(null)} />
      <ConfirmDialog
        visible={revoking !== null}
        header="Revocar clave API"
        message={revoking ? `${API_KEY_MESSAGES.revokeQuestion} (${revoking.name})` : ''}
        onAccept={confirmRevoke}
        onHide={() => setRevoking(null)}
      />
    </section>
  );
}
