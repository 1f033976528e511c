import '../novelties.css';
import {
  NOVELTY_MESSAGES as M,
  NOVELTY_PAGE_SIZES,
  type TRetirementRow,
  ZRetirementPage,
} from '@quincena/contracts/novelties';
import { useCallback, useState } from 'react';
import { CrudPage, useServerList } from '../../../components/crud-page/index.ts';
import { ProcessDialog } from '../../../components/process-dialog/index.ts';
import { RowIconButton } from '../../../components/row-actions.tsx';
import { BankFileDialog, PayrollReviewButton } from '../../settlement/index.ts';
import { useDeleteNovelty, useRefreshNovelties } from '../api/novelties.mutations.ts';
import { NOVELTY_PATHS, noveltiesKeys } from '../api/novelties.queries.ts';
import { FinalSettlementPreview } from '../components/final-settlement-preview.tsx';
import { RetirementDialog, showRetirementError } from '../components/retirement-dialog.tsx';
import {
  canPay,
  canSettle,
  retirementColumns,
  retirementRowLabel,
} from '../components/retirements.columns.tsx';

/** Pencil, bin, Liquidar, Ver liquidación and Plano. */
const ACTIONS_STYLE = { width: '14.5rem' };

/**
 * The retirements screen (/Social_benefits, the settlement bar's "Retiro"; spec 02 §2): the
 * terminations, each settled through the shared process dialog on its own LD-<id> calendar.
 */
export function RetirementsPage() {
  const list = useServerList(
    noveltiesKeys.list('retirements'),
    NOVELTY_PATHS.retirements,
    ZRetirementPage,
    NOVELTY_PAGE_SIZES.retirements,
  );
  const remove = useDeleteNovelty('retirements');
  const refresh = useRefreshNovelties();
  const [settling, setSettling] = useState<TRetirementRow | null>(null);

  const [paying, setPaying] = useState<TRetirementRow | null>(null);
  const [viewing, setViewing] = useState<TRetirementRow | null>(null);
  const closeView = useCallback(() => setViewing(null), []);

  const settleButtons = useCallback(
    (row: TRetirementRow) => (
      <>
        <RowIconButton
          icon="pi pi-calculator"
          severity="success"
          label={`Liquidar ${retirementRowLabel(row)}`}
          tooltip="Liquidar"
          disabled={!canSettle(row)}
          onClick={() => setSettling(row)}
        />
        <RowIconButton
          icon="pi pi-file-pdf"
          label={`Ver liquidación del ${retirementRowLabel(row)}`}
          tooltip="Ver liquidación"
          onClick={() => setViewing(row)}
        />
        <RowIconButton
          icon="pi pi-money-bill"
          severity="info"
          label={`Plano bancario del ${retirementRowLabel(row)}`}
          tooltip="Plano"
          disabled={!canPay(row)}
          onClick={() => setPaying(row)}
        />
      </>
    ),
    [],
  );

  return (
    <CrudPage
      title={M.retirementTitle}
      videoKey="SOCIAL_BENEFITS"
      rows={list.rows}
      server={list.server}
      loading={list.loading}
      columns={retirementColumns}
      dataKey="id"
      defaultRowsPerPage={NOVELTY_PAGE_SIZES.retirements}
      rowLabel={retirementRowLabel}
      rowExtra={settleButtons}
      rowActionStyle={ACTIONS_STYLE}
      renderForm={(state) => <RetirementDialog {...state} />}
      remove={{
        message: M.retirementDeleteQuestion,
        run: (row) => remove.mutateAsync(row.id),
        success: (answer) => answer.message,
        showError: showRetirementError,
      }}
    >
      {settling && (
        <ProcessDialog
          visible
          onHide={() => setSettling(null)}
          calendarType={`LD-${settling.id}`}
          header={`Liquidación definitiva de ${settling.employeeName}`}
          // The final settlement is reviewed before Acumular like a payroll period.
          extraButtons={(calendar) => <PayrollReviewButton calendar={calendar} />}
          onExecuted={() => void refresh()}
        />
      )}
      {viewing && <FinalSettlementPreview row={viewing} onHide={closeView} />}
      {paying && <BankFileDialog visible onHide={() => setPaying(null)} calendarType={`LD-${paying.id}`} />}
    </CrudPage>
  );
}
