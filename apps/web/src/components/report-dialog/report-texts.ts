/** Every text the report dialog shows (spec 01 §5, spec 02 shared section, spec 03 §2.3 and §8). */
export const REPORT_DIALOG_TEXTS = {
  notApplicable: 'NO APLICA',
  requiredLegend: 'Campos obligatorios (*)',
  generate: 'Generar',
  loading: 'Cargando información...',
  choose: 'Seleccione una opción',
  noResults: 'No se encontraron resultados',
  warningTitle: 'Aviso',
  successTitle: 'Éxito',
  required: (label: string) => `Debes diligenciar el campo ${label}`,
  tooLong: (label: string, max: number) => `El campo ${label} admite máximo ${max} caracteres`,
  dateOutOfRange: (label: string) => `La fecha del campo ${label} debe estar entre 2010 y 2030`,
  invalidDefinition: 'El servidor envió parámetros de reporte que no se pueden mostrar. Inténtalo de nuevo.',
  invalidResult: 'El servidor envió un reporte que no se puede descargar. Inténtalo de nuevo.',
  unexpected: 'Ocurrió un error inesperado al generar el reporte. Inténtalo de nuevo.',
} as const;

/** Success toasts last 4 s (spec 01 §8); server refusals stay until dismissed (spec 02 §8). */
export const SUCCESS_TOAST_LIFE_MS = 4000;
