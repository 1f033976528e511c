import { ZRunWarningList } from '../settlement/roster.ts';

/** Home's list of runs due now that need another run's result first (issue 27), with their links. */
export const RUN_WARNINGS_ENDPOINT = '/api/home/run-warnings';
export const ZHomeRunWarnings = ZRunWarningList;
