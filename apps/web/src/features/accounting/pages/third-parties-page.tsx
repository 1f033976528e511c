import '../accounting.css';
import { THIRD_PARTY_MESSAGES } from '@quincena/contracts/accounting';
import { useMemo } from 'react';
import { CrudPage } from '../../../components/crud-page/index.ts';
import { useDeleteThirdParty } from '../api/accounting.mutations.ts';
import { useAccountingOptions, useThirdParties } from '../api/accounting.queries.ts';
import {
  type ThirdPartyView,
  thirdPartyColumns,
  toThirdPartyView,
} from '../components/third-parties.columns.tsx';
import { ThirdPartyDialog } from '../components/third-party-dialog.tsx';

const rowLabel = (row: ThirdPartyView) => `tercero ${row.nit}`;

/**
 * /AccountantThird (spec 03 §2.5): the company's third parties. The source screen had a delete dialog and call
 * but no button; the delete is offered here and refused by the server while an account-plan row uses the third
 * party (ARCHITECTURE.md §6: build what was evidently intended).
 */
export function ThirdPartiesPage() {
  const options = useAccountingOptions();
  const list = useThirdParties();
  const remove = useDeleteThirdParty();
  const rows = useMemo(() => (list.data ?? []).map(toThirdPartyView), [list.data]);

  return (
    <CrudPage
      title="Terceros"
      videoKey="ACCOUNTANTTHIRD"
      rows={rows}
      columns={thirdPartyColumns}
      dataKey="id"
      defaultRowsPerPage={5}
      loading={list.isLoading}
      rowLabel={rowLabel}
      renderForm={({ visible, editing, onHide }) => (
        <ThirdPartyDialog
          visible={visible}
          editing={editing?.source ?? null}
          documentTypes={options.data?.documentTypes ?? []}
          onHide={onHide}
        />
      )}
      remove={{
        message: THIRD_PARTY_MESSAGES.deleteConfirm,
        run: (row) => remove.mutateAsync(row.id),
        success: THIRD_PARTY_MESSAGES.deleted,
      }}
    />
  );
}
