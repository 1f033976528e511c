/**
 * Every text of the six novelty screens a user may read (spec 02 §2–§9), spelled correctly
 * (the spec's misspellings are fixed, ARCHITECTURE.md §6). Server refusals are here too,
 * so the browser and the API say the same words.
 */
export const NOVELTY_MESSAGES = {
  // Shared
  required: 'Campo obligatorio',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  dateInvalid: 'Fecha inválida (aaaa-mm-dd)',
  yearRange: 'El año debe estar entre 2010 y 2030',
  amountInvalid: 'Valor inválido',
  amountDecimals: 'El valor admite como máximo dos decimales',
  calendarRequired: 'Seleccione un calendario',
  calendarUnknown: 'El calendario no existe en la empresa o no es de nómina',
  calendarEmpty: 'No hay calendarios disponibles',
  employeeRequired: 'Seleccione un empleado',
  employeesEmpty: 'No hay empleados disponibles',
  contractUnknown: 'El contrato no existe en la empresa',
  contractBeforeStart: 'La fecha es anterior al inicio del contrato del empleado',
  contractAfterEnd: 'La fecha es posterior a la terminación del contrato del empleado',
  conceptRequired: 'Agregar concepto',
  conceptUnknown: 'El concepto no existe o no corresponde a esta novedad',
  conceptsEmpty: 'No hay conceptos disponibles',
  notFound: 'La novedad no existe',
  observationsTooLong: 'Las observaciones admiten como máximo 70 caracteres',
  searchTooLong: 'La búsqueda admite como máximo 100 caracteres',
  pageInvalid: 'Página no válida',
  pageSizeInvalid: 'Tamaño de página no válido',
  sortInvalid: 'Columna de ordenamiento no válida',
  filterInvalid: 'Filtro no válido',
  deleteQuestion: '¿Desea eliminar el registro?',
  /**
   * A novelty dated in an accumulated period (issue 32, decision 0353): who, which period and what to
   * do. `period` reads "de la primera quincena de febrero de 2026" or "de febrero de 2026".
   */
  periodAccumulated: (period: string, person: string, open: string | null) =>
    `El período ${period} ya está acumulado: no se pueden registrar, modificar ni eliminar novedades de ${person} con fechas dentro de él. Registre el pago o el descuento que corresponda como novedad del período abierto${open ? ` (${open})` : ''}.`,
  periodAccumulatedRetroactive: (period: string, person: string) =>
    `El período ${period} ya está acumulado: esta novedad de ${person} solo puede registrarse en él como retroactiva. Quincena la guarda en ese período y liquida la diferencia al procesar el período abierto que usted elija.`,
  retroactiveAction: 'Registrar como retroactiva',

  // Overtime (Horas extra y recargos)
  overtimeTitle: 'Horas extra y recargos',
  overtimeCreated: 'Horas extra agregadas exitosamente',
  overtimeUpdated: 'Horas extra actualizadas exitosamente',
  overtimeDeleted: 'Horas extra eliminadas exitosamente',
  overtimeDeleteQuestion: '¿Desea eliminar las horas extra?',
  overtimeHoursRequired: 'Agregue el tiempo',
  overtimeHoursPositive: 'El tiempo debe ser mayor que cero',
  overtimeHoursDecimals: 'El tiempo admite como máximo 2 decimales',
  overtimeHoursMax: 'El tiempo no puede superar 24 horas en un día',
  overtimeDateRequired: 'Agregue la fecha de la novedad',
  overtimeDateOutsideCalendar: 'La fecha de la novedad debe estar dentro del período del calendario',
  overtimeReportSuccess: 'Reporte histórico de horas extra generado exitosamente',
  overtimeReportFileName: 'reporteHistoricoHorasExtra',
  overtimeUploadTitle: 'Cargar novedades de horas extra',

  // Reported (Reportados)
  reportedTitle: 'Reportados',
  reportedCreated: 'Novedad reportada agregada exitosamente',
  reportedUpdated: 'Novedad reportada actualizada exitosamente',
  reportedDeleted: 'Novedad reportada eliminada exitosamente',
  reportedDeleteQuestion: '¿Desea eliminar la novedad reportada?',
  reportedValueRequired: 'Agregar valor',
  reportedValuePositive: 'El valor debe ser mayor que cero',
  reportedReportSuccess: 'Reporte de novedades reportadas generado exitosamente',
  reportedReportFileName: 'reporteHistoricoNovedadesReportadas',
  reportedUploadTitle: 'Cargar novedades reportadas',

  // Fixed (Novedades fijas)
  fixedTitle: 'Novedades Fijas',
  fixedCreated: 'Novedad fija agregada exitosamente',
  fixedUpdated: 'Novedad fija actualizada exitosamente',
  fixedDeleted: 'Novedad fija eliminada exitosamente',
  fixedDeleteQuestion: '¿Desea eliminar la novedad fija?',
  fixedEmployeeRequired: 'Seleccionar empleado',
  fixedConceptRequired: 'Agregar concepto',
  fixedValueRequired: 'Agregar valor',
  fixedStartRequired: 'Agregar fecha inicio',
  fixedEndBeforeStart: 'La fecha fin no puede ser anterior a la fecha inicio',
  fixedNoEntities: 'El empleado no tiene entidades asignadas',
  fixedEntityRequired: 'Seleccione la entidad (AFC o pensión voluntaria)',
  fixedEntityUnknown: 'La entidad no corresponde a las del empleado',
  fixedEntityNotAllowed: 'Este concepto no lleva entidad',
  fixedNoPeriods: 'El empleado no tiene períodos disponibles',
  fixedPeriodRequired: 'Seleccione el período',
  fixedPeriodUnknown: 'El período no está disponible para la frecuencia de pago de la empresa',
  fixedStatusRequired: 'Seleccione el estado',
  fixedBalanceOnlyDeductions: 'El saldo inicial solo aplica a deducciones',
  fixedUsedInAccumulated:
    'La novedad fija ya se aplicó en un período acumulado: no se puede eliminar. Finalícela con una fecha fin.',
  fixedExportFileName: 'novedadesFijas',

  // Vacations (Vacaciones)
  vacationTitle: 'Vacaciones',
  vacationCreated: 'Vacaciones agregadas exitosamente',
  vacationUpdated: 'Vacaciones actualizadas exitosamente',
  vacationDeleted: 'Vacaciones eliminadas exitosamente',
  vacationDeleteQuestion: '¿Desea eliminar las vacaciones?',
  vacationDaysRequired: 'Agregue los dias en tiempo o dinero',
  vacationBothDays: 'Solo agrega dias en tiempo o dinero',
  vacationStartRequired: 'Agregue fecha inicio',
  vacationDaysMin: 'Los días no pueden ser negativos',
  vacationDaysInteger: 'Los días en tiempo deben ser un número entero',
  vacationDaysMax: 'Los días no pueden superar 360',
  vacationDaysDecimals: 'Los días en dinero admiten como máximo dos decimales',
  vacationMoneyNoDates: 'Las vacaciones en dinero no llevan fechas',
  vacationStartBeforeContract: 'La fecha de inicio de las vacaciones es anterior al inicio del contrato',
  vacationStartInVacation: (from: string, to: string) =>
    `La fecha de inicio cae dentro de otras vacaciones del empleado (del ${from} al ${to})`,
  vacationStartInAbsence: (from: string, to: string) =>
    `La fecha de inicio cae dentro de un ausentismo del empleado (del ${from} al ${to})`,
  vacationOverlapsVacation: (from: string, to: string) =>
    `Las vacaciones se cruzan con otras vacaciones del empleado (del ${from} al ${to})`,
  vacationOverlapsAbsence: (from: string, to: string) =>
    `Las vacaciones se cruzan con un ausentismo del empleado (del ${from} al ${to})`,
  vacationStartValid: 'La fecha de inicio es válida',
  vacationReportSuccess: 'Reporte histórico de vacaciones generado exitosamente',
  vacationReportFileName: 'reporteHistoricoVacaciones',

  // Absences (Ausentismos y licencias)
  absenceTitle: 'Ausentismos y licencias',
  absenceCreated: 'Ausentismo agregado exitosamente',
  absenceUpdated: 'Ausentismo actualizado exitosamente',
  absenceDeleted: 'Ausentismo eliminado exitosamente',
  absenceDeleteQuestion: '¿Desea eliminar el ausentismo?',
  absenceContingencyRequired: 'Seleccione la contingencia',
  absenceContingencyUnknown: 'La contingencia no existe',
  absenceContingenciesEmpty: 'No hay contingencias disponibles',
  absenceStartRequired: 'Agregue la fecha de inicio',
  absenceDaysRequired: 'Agregue el tiempo',
  absenceDaysMin: 'El tiempo debe ser mayor que cero',
  absenceDaysInteger: 'El tiempo debe ser un número entero de días',
  absenceDaysTooLong: 'El tiempo admite como máximo 7 caracteres',
  absenceDaysMax: 'El tiempo no puede superar 540 días',
  absenceExtensionsEmpty: 'No hay prórrogas disponibles',
  absenceExtensionNotAllowed: 'La prórroga solo aplica a las contingencias 1053 y 1061',
  absenceExtensionUnknown:
    'La prórroga debe ser un ausentismo anterior del mismo empleado con la misma contingencia',
  absenceExtensionNotContiguous:
    'La prórroga debe empezar a más tardar 30 días después del fin de la incapacidad que prorroga',
  absenceDiagnosisOnlyIncapacities: 'El diagnóstico solo aplica para incapacidades',
  absenceDiagnosisRequired: 'Seleccione el diagnóstico de la incapacidad',
  absenceDiagnosisUnknown: 'El diagnóstico no existe en la tabla CIE-10',
  absenceDiagnosesEmpty: 'No hay diagnósticos disponibles',
  absenceOverlapsAbsence: (from: string, to: string) =>
    `El ausentismo se cruza con otro ausentismo del empleado (del ${from} al ${to})`,
  absenceOverlapsVacation: (from: string, to: string) =>
    `El ausentismo se cruza con vacaciones del empleado (del ${from} al ${to})`,
  absenceHasExtensions: 'El ausentismo tiene prórrogas registradas: elimínelas primero',
  absenceExtensionsBroken:
    'El cambio deja sin continuidad las prórrogas registradas de este ausentismo: modifíquelas o elimínelas primero',
  absenceReportSuccess: 'Reporte histórico de ausentismos generado exitosamente',
  absenceReportFileName: 'reporteHistoricoAusentismos',
  absenceDiagnosisLabel: 'Diagnóstico (Sólo aplica para incapacidades)',

  // Retirements (Novedades de retiros)
  retirementTitle: 'Novedades de retiros',
  // The spec's "Prestación agregada" names the wrong thing: the clerk recorded a retirement.
  retirementCreated: 'Retiro agregado exitosamente',
  retirementUpdated: 'Registro actualizado exitosamente',
  retirementDeleted: 'Registro eliminado con éxito',
  retirementDeleteQuestion: '¿Desea eliminar el retiro?',
  retirementReasonRequired: 'Seleccione el motivo de retiro',
  retirementReasonUnknown: 'El motivo de retiro no existe',
  retirementDateRequired: 'Agregue la fecha de retiro',
  retirementBeforeStart: 'La fecha de retiro no puede ser anterior a la fecha de inicio del contrato',
  retirementAlreadyExists: 'El empleado ya tiene un retiro registrado',
  retirementClosed: 'El retiro está cerrado y acumulado: no se puede modificar ni eliminar',
  retirementReasonsEmpty: 'No hay motivos de retiro disponibles',

  // Bulk loads
  uploadRowContractUnknown: 'El contrato no existe en la empresa',
  uploadRowCalendarUnknown: 'El calendario no existe en la empresa o no es de nómina',
} as const;

/** Default page size of each screen (spec 02 §9). */
export const NOVELTY_PAGE_SIZES = {
  overtime: 10,
  reported: 10,
  fixed: 5,
  vacations: 10,
  absences: 10,
  retirements: 5,
} as const;

/** Spec 02 §9. */
export const NOVELTY_LIMITS = {
  observationsMax: 70,
  absenceTimeChars: 7,
  absenceDaysMax: 540,
  overtimeHoursMax: 24,
  searchMax: 100,
  pageSizeMax: 100,
  yearMin: 2010,
  yearMax: 2030,
  vacationDaysMax: 360,
} as const;
