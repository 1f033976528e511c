import { addLocale, locale } from 'primereact/api';

/** PrimeReact in Spanish, weeks starting on Monday, dd-mm-yy pickers (spec 01 §1, ARCHITECTURE.md §6). */
export const DATE_PICKER_FORMAT = 'dd-mm-yy';

export function installSpanishLocale(): void {
  addLocale('es', {
    firstDayOfWeek: 1,
    dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    dayNamesShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    dayNamesMin: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
    monthNames: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    monthNamesShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
    today: 'Hoy',
    clear: 'Limpiar',
    weekHeader: 'Sem',
    dateFormat: DATE_PICKER_FORMAT,
    accept: 'Sí',
    reject: 'No',
    choose: 'Seleccionar',
    upload: 'Cargar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    weak: 'Débil',
    medium: 'Media',
    strong: 'Fuerte',
    passwordPrompt: 'Escriba una contraseña',
    emptyFilterMessage: 'Sin resultados',
    emptyMessage: 'No hay opciones disponibles',
    startsWith: 'Comienza con',
    contains: 'Contiene',
    notContains: 'No contiene',
    endsWith: 'Termina con',
    equals: 'Igual a',
    notEquals: 'Diferente a',
    noFilter: 'Sin filtro',
    apply: 'Aplicar',
    matchAll: 'Coincidir todo',
    matchAny: 'Coincidir cualquiera',
    addRule: 'Agregar regla',
    removeRule: 'Quitar regla',
    am: 'a. m.',
    pm: 'p. m.',
  });
  locale('es');
}
