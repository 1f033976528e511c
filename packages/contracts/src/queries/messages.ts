/** Every text of the payroll queries a user may read (spec 03 §2.7, §8). */
export const QUERY_MESSAGES = {
  pageInvalid: 'Página no válida',
  pageSizeInvalid: 'Tamaño de página no válido; use 5, 10 o 20 filas',
  sortInvalid: 'Columna de ordenamiento no válida',
  searchTooLong: 'La búsqueda admite como máximo 100 caracteres',
  calendarInvalid: 'Calendario no válido',
  contractInvalid: 'Contrato no válido',
  conceptInvalid: 'Concepto no válido',
  yearInvalid: 'El año debe tener cuatro dígitos',
  monthInvalid: 'El mes debe estar entre 1 y 12',
  /** Historic payroll without a calendar (spec 03 §2.7: Año* and Mes* unless a calendar is chosen). */
  periodRequired: 'Seleccione un calendario, o diligencie el año y el mes',
  calendarNotFound: 'El calendario no existe en la empresa',
  calendarNotOpenPayroll: 'El calendario no es de nómina o no tiene resultados procesados sin acumular',
  calendarNotAccumulated: 'El calendario no es de nómina o no está acumulado',
  tooManyToExport: (max: number) =>
    `La consulta tiene más de ${max.toLocaleString('es-CO')} filas; filtre por calendario, contrato o periodo para exportar`,
  emptyOpen: 'No hay nómina abierta para los filtros seleccionados',
  emptyHistoric: 'No hay acumulados para los filtros seleccionados',
  /** Cargar acumulados (decision 0190). */
  accumulatedCovered: (detail: string) =>
    `El mes ya está acumulado en Quincena (${detail}); no se puede cargar de nuevo`,
  contractUnknown: 'El contrato no existe en la empresa',
  contractAmbiguous: 'El documento tiene varios contratos; use el número de contrato',
  monthBeforeStart: 'El mes es anterior al ingreso del contrato',
  daysRange: 'Los días deben estar entre 0 y 30',
  daysSum: 'Los días y los días de licencia no remunerada suman más de 30',
  futureMonth: 'El mes no puede ser posterior al mes actual',
} as const;

/** Bounds of the query wire shapes (STYLE.md habit 3). */
export const QUERY_LIMITS = {
  /** Spec 03 §2.7: 5, 10 or 20 rows per page. */
  pageSizes: [5, 10, 20] as const,
  defaultPageSize: 10,
  searchMax: 100,
  /** Exportar answers every matching row up to this many (the workbook is built in the browser). */
  exportMax: 50_000,
  yearMin: 2000,
  yearMax: 2100,
} as const;
