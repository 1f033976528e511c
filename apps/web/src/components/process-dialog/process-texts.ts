import { CALENDAR_MESSAGES, PROCESS_MESSAGES } from '@quincena/contracts/settlement';

/** Every text of the settlement process dialog (spec 02 shared section, §4, §8). */
export const PROCESS_DIALOG_TEXTS = {
  calendar: 'Calendario',
  chooseCalendar: 'Seleccione un calendario',
  noCalendars: CALENDAR_MESSAGES.empty,
  loadingCalendars: 'Cargando calendarios...',
  searchEarlier: 'Consultar procesos anteriores',
  refresh: 'Actualizar',
  processesTitle: 'Procesos',
  chooseToSeeProcesses: 'Seleccione un calendario o consulte los procesos anteriores',
  noProcesses: 'No hay procesos para mostrar',
  accumulateHeader: 'Confirmación',
  accumulateQuestion: PROCESS_MESSAGES.accumulateQuestion,
  undoAccumulationQuestion:
    '¿Desea deshacer la acumulación de este período? El período volverá a quedar procesado.',
  undoProcessingQuestion:
    '¿Desea deshacer el último procesamiento de este período? Sus resultados se descartan.',
  undoQuestion: '¿Desea deshacer el último paso de este período?',
  noRecords: PROCESS_MESSAGES.noRecords,
  reprocessHint: 'Hubo cambios después del último proceso: procese de nuevo antes de acumular.',
  seeErrors: 'Ver errores',
  errorsHeader: (id: number) => `Empleados con error en el proceso ${id}`,
  failedEmployees: (count: number) =>
    count === 1
      ? 'Un empleado no se liquidó; vea el motivo en la tabla de procesos (Ver errores).'
      : `${count} empleados no se liquidaron; vea los motivos en la tabla de procesos (Ver errores).`,
  processFailed: (id: number) => `El proceso ${id} terminó con error.`,
  seeExcluded: 'Ver excluidos',
  excludedEmployees: (count: number) =>
    count === 1
      ? 'Un empleado quedó excluido de la liquidación; vea el motivo en Ver excluidos.'
      : `${count} empleados quedaron excluidos de la liquidación; vea los motivos en Ver excluidos.`,
  excludedHeader: (id: number) => `Empleados excluidos del proceso ${id}`,
  processHeader: 'Confirmación',
  warningsTitle: 'Antes de procesar',
} as const;

/** Wait before reading the executed process (spec 02 §9: 1000 ms). */
export const EXECUTED_PROCESS_DELAY_MS = 1000;
/** The process table re-reads this often while a process runs, so the percentage moves. */
export const PROCESS_POLL_MS = 1000;
/** Success toasts of the processes last 4 s (spec 02 §8). */
export const PROCESS_TOAST_LIFE_MS = 4000;
