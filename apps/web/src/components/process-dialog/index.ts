export {
  processApi,
  processKeys,
  runProcessThroughApi,
  seenLastStep,
  useCalendars,
  useProcesses,
} from './process-api.ts';
export { ProcessDialog, type ProcessDialogProps } from './process-dialog.tsx';
export { calendarOptionLabel } from './process-state.ts';
export { PROCESS_DIALOG_TEXTS } from './process-texts.ts';
