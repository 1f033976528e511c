import '../electronic-payroll.css';
import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import type { TProcessAction } from '@quincena/contracts/settlement';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import {
  calendarOptionLabel,
  processKeys,
  runProcessThroughApi,
  seenLastStep,
  useCalendars,
} from '../../../components/process-dialog/index.ts';
import { ProcessTable } from '../../../components/process-dialog/process-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import {
  downloadNiePdf,
  downloadNieXml,
  nieKeys,
  useNieAction,
  useNieDocuments,
  useNieValidation,
} from '../api/nie.queries.ts';
import { nieDocumentColumns } from '../components/nie-documents.columns.tsx';
import { NieReportButtons } from '../components/nie-report-buttons.tsx';
import { NieRetroactiveNotice } from '../components/nie-retroactive-notice.tsx';

/** Spec 03 §2.15 wording of the screen. */
export const NIE_TEXTS = {
  calendar: 'Calendario nómina electrónica',
  chooseCalendar: 'Seleccione un calendario',
  noCalendars: 'No hay calendarios de nómina electrónica',
  earlier: 'Consultar procesos anteriores',
  history: 'Consultar históricos',
  processesTitle: 'Procesos nómina electrónica',
  transferQuestion: (count: number) =>
    count === 1 ? '¿Desea transferir este registro?' : `¿Desea transferir estos ${count} registros?`,
  statusQuestion: (count: number) =>
    count === 1 ? '¿Desea repasar este registro?' : `¿Desea repasar estos ${count} registros?`,
  accumulateQuestion: '¿Desea realizar la acumulación del proceso?',
  nothing: 'Nada por procesar',
  processDone: (action: TProcessAction, id: number) =>
    `Proceso ${action === 'PRO' ? 'Procesar' : 'Cerrar'} (${id}) realizado exitosamente`,
  enablementLink: 'Hazlo aquí',
  empty: 'Elija un calendario y pulse Consultar',
  noDocuments: 'El calendario no tiene documentos: pulse Procesar',
} as const;

type Pending = { kind: 'transfer' | 'status'; rows: TNieDocument[] } | { kind: 'accumulate' } | null;

/**
 * Nómina electrónica (/ElectronicPayroll; spec 03 §2.15; decision 0307): a month's documents from its
 * NIE calendar. Procesar builds and signs them from the accumulated payroll, Cerrar freezes the month,
 * Transferir sends the selected ones to the DIAN (a background job; the table follows it), Obtener
 * CUNE reads their state back, and a sent one prints as PDF.
 */
export function ElectronicPayrollPage() {
  const calendarInputId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const validation = useNieValidation();
  const calendars = useCalendars('NIE');
  const [calendarId, setCalendarId] = useState<number | null>(null);
  const [consulted, setConsulted] = useState<number | null>(null);
  const [selected, setSelected] = useState<TNieDocument[]>([]);
  const [running, setRunning] = useState<TProcessAction | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [showProcesses, setShowProcesses] = useState(false);
  const [showEarlier, setShowEarlier] = useState(false);
  const documents = useNieDocuments(consulted);
  const transfer = useNieAction('transfer');
  const status = useNieAction('status');
  const gone = useRef(false);
  useEffect(
    () => () => {
      gone.current = true;
    },
    [],
  );

  const options = useMemo(
    () => (calendars.data ?? []).map((item) => ({ value: item.id, label: calendarOptionLabel(item) })),
    [calendars.data],
  );
  const columns = useMemo(
    () =>
      nieDocumentColumns({
        onTransfer: (row) => setPending({ kind: 'transfer', rows: [row] }),
        onStatus: (row) => setPending({ kind: 'status', rows: [row] }),
        onPdf: (row) => {
          downloadNiePdf(row.id).catch((error: unknown) => notify.serverError(errorMessage(error)));
        },
        onXml: (row) => {
          downloadNieXml(row.id).catch((error: unknown) => notify.serverError(errorMessage(error)));
        },
      }),
    [],
  );

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: processKeys.all });
    void queryClient.invalidateQueries({ queryKey: nieKeys.all });
  };

  async function execute(action: TProcessAction) {
    if (calendarId === null || running) return;
    setRunning(action);
    try {
      const outcome = await runProcessThroughApi(calendarId, action, {
        expectedProcessId: await seenLastStep(queryClient, calendarId),
        cancelled: () => gone.current,
        onProgress: refresh,
      });
      if (outcome?.kind === 'success') {
        notify.success(NIE_TEXTS.processDone(action, outcome.processId));
        if (outcome.failedWarning) notify.serverError(outcome.failedWarning);
      } else if (outcome?.kind === 'none') notify.warn(NIE_TEXTS.nothing);
      else if (outcome?.kind === 'error') notify.serverError(outcome.message);
      if (action === 'PRO') setConsulted(calendarId);
      if (action === 'CLO') {
        // Spec 03 §5: after Cerrar the calendar selection is cleared.
        setCalendarId(null);
        setSelected([]);
      }
    } catch (error) {
      notify.serverError(errorMessage(error));
    } finally {
      setRunning(null);
      refresh();
    }
  }

  async function act(kind: 'transfer' | 'status', rows: TNieDocument[]) {
    const calendar = consulted;
    if (calendar === null || rows.length === 0) return;
    try {
      const mutation = kind === 'transfer' ? transfer : status;
      const answer = await mutation.mutateAsync({ calendarId: calendar, ids: rows.map((row) => row.id) });
      notify.success(answer.message);
      setSelected([]);
    } catch (error) {
      notify.serverError(errorMessage(error));
    }
  }

  const noCalendar = calendarId === null || running !== null;
  const rows = consulted === null ? [] : (documents.data ?? []);

  return (
    <div className="page nie-page">
      <PageTitle title="Nómina electrónica" videoKey="ELECTRONICPAYROLL" />
      <PageMessages page={pathname.slice(1)} />
      {validation.data && !validation.data.valid && (
        <Message
          severity="warn"
          className="nie-validation"
          content={
            <span>
              {validation.data.message} <Link to="/ProcessDIAN">{NIE_TEXTS.enablementLink}</Link>
            </span>
          }
        />
      )}
      <div className="nie-toolbar">
        <div className="nie-toolbar__calendar">
          <label htmlFor={calendarInputId}>{NIE_TEXTS.calendar}</label>
          <Dropdown
            inputId={calendarInputId}
            value={calendarId}
            options={options}
            onChange={(event) => {
              setCalendarId((event.value as number | null) ?? null);
              setShowEarlier(false);
            }}
            placeholder={NIE_TEXTS.chooseCalendar}
            emptyMessage={NIE_TEXTS.noCalendars}
            emptyFilterMessage={NIE_TEXTS.noCalendars}
            filter
            showClear
            disabled={running !== null}
          />
          <Button
            type="button"
            icon="pi pi-search"
            label={NIE_TEXTS.earlier}
            text
            onClick={() => {
              setShowEarlier(true);
              setShowProcesses(true);
            }}
          />
          <Button
            type="button"
            icon="pi pi-history"
            label={NIE_TEXTS.history}
            text
            onClick={() => void navigate('/HistoricElectronicPayroll')}
          />
          <NieReportButtons />
        </div>
        <div className="nie-toolbar__actions">
          <Button
            type="button"
            label="Consultar"
            icon="pi pi-search"
            disabled={noCalendar}
            onClick={() => {
              setConsulted(calendarId);
              setSelected([]);
              refresh();
            }}
          />
          <Button
            type="button"
            label="Procesar"
            icon="pi pi-play"
            disabled={noCalendar}
            loading={running === 'PRO'}
            onClick={() => void execute('PRO')}
          />
          <Button
            type="button"
            label="Cerrar"
            icon="pi pi-lock"
            disabled={noCalendar}
            loading={running === 'CLO'}
            onClick={() => setPending({ kind: 'accumulate' })}
          />
          <Button
            type="button"
            label="Procesos"
            icon="pi pi-list"
            severity="secondary"
            outlined
            onClick={() => {
              setShowEarlier(false);
              setShowProcesses(true);
            }}
          />
          <span className="nie-toolbar__spacer" />
          <Button
            type="button"
            label="Transferir"
            icon="pi pi-send"
            disabled={selected.length === 0 || transfer.isPending}
            loading={transfer.isPending}
            onClick={() => setPending({ kind: 'transfer', rows: selected })}
          />
          <Button
            type="button"
            label="Obtener CUNE"
            icon="pi pi-refresh"
            severity="secondary"
            disabled={selected.length === 0 || status.isPending}
            loading={status.isPending}
            onClick={() => setPending({ kind: 'status', rows: selected })}
          />
        </div>
      </div>
      <NieRetroactiveNotice calendarId={consulted} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={10}
        loading={documents.isFetching && !documents.data}
        selection={{ mode: 'multiple', value: selected, onChange: setSelected }}
        emptyMessage={consulted === null ? NIE_TEXTS.empty : NIE_TEXTS.noDocuments}
        ariaLabel="Documentos de nómina electrónica"
      />
      <Dialog
        header={NIE_TEXTS.processesTitle}
        visible={showProcesses}
        onHide={() => setShowProcesses(false)}
        style={{ width: '72rem' }}
        breakpoints={{ '1200px': '95vw' }}
        modal
      >
        <ProcessTable
          scope={
            showEarlier || calendarId === null
              ? { kind: 'type', type: 'NIE' }
              : { kind: 'calendar', calendarId }
          }
          onSearchEarlier={() => setShowEarlier(true)}
        />
      </Dialog>
      <ConfirmDialog
        visible={pending !== null}
        header="Confirmación"
        message={
          pending?.kind === 'transfer'
            ? NIE_TEXTS.transferQuestion(pending.rows.length)
            : pending?.kind === 'status'
              ? NIE_TEXTS.statusQuestion(pending.rows.length)
              : NIE_TEXTS.accumulateQuestion
        }
        acceptLabel="Sí"
        rejectLabel="No"
        onAccept={() => {
          const chosen = pending;
          setPending(null);
          if (chosen?.kind === 'accumulate') void execute('CLO');
          else if (chosen) void act(chosen.kind, chosen.rows);
        }}
        onHide={() => setPending(null)}
      />
    </div>
  );
}
