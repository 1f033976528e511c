import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Where the work is done, which decides e.g. whether the transport subsidy or the connectivity aid is due
 * (Ley 2088 de 2021; Ley 2121 de 2021). Codes are Quincena's own; each kind is the one its law defines.
 */
export const WORK_PLACES_SOURCE =
  'Ley 1221 de 2008 (teletrabajo); Ley 2088 de 2021 (trabajo en casa); Ley 2121 de 2021 (trabajo remoto)';

export interface WorkPlace extends ReferenceItem {
  /** Law that defines this way of working, when a special one does. */
  readonly legalBasis: string;
}

export const workPlaces = defineReferenceList<WorkPlace>({
  key: 'work-places',
  description: 'Lugares o modalidades de trabajo',
  source: WORK_PLACES_SOURCE,
  items: [
    { code: 'PRESENCIAL', name: 'Presencial', legalBasis: 'Código Sustantivo del Trabajo' },
    { code: 'TELETRABAJO', name: 'Teletrabajo', legalBasis: 'Ley 1221 de 2008' },
    { code: 'TRABAJO_EN_CASA', name: 'Trabajo en casa', legalBasis: 'Ley 2088 de 2021' },
    { code: 'TRABAJO_REMOTO', name: 'Trabajo remoto', legalBasis: 'Ley 2121 de 2021' },
  ],
});
