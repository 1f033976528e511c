import data from './economic-activities.json' with { type: 'json' };
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Source: DANE, Clasificación Industrial Internacional Uniforme de todas las actividades económicas, Revisión 4
 * adaptada para Colombia (CIIU Rev. 4 A.C.), 502 classes of 4 digits in sections A–U. Names as served by DANE's
 * CIIU hierarchy and clase services (https://clasificaciones.dane.gov.co/ciiu4-0/), transcribed
 * from github.com/MauricioRobayo/ciiu.co (app/ciiu/ciiuTree.json and app/ciiu/cache/classes.json, the latter
 * for the 10 classes the hierarchy service omits: 3290, 3320, 3520, 3530, 3900, 4690, 8521, 8522, 8523, 8560).
 * The 4-digit class is the activity code of the RUT and of archivo tipo 1 of the PILA (campo 14).
 */
export const ECONOMIC_ACTIVITIES_SOURCE =
  'DANE, CIIU Rev. 4 adaptada para Colombia (CIIU Rev. 4 A.C.), clases de 4 dígitos; ' +
  'https://clasificaciones.dane.gov.co/ciiu4-0/';

export interface EconomicActivity extends ReferenceItem {
  /** Section letter A–U. */
  readonly section: string;
  /** 2-digit division. */
  readonly division: string;
  /** 3-digit group. */
  readonly group: string;
}

export const economicActivities = defineReferenceList<EconomicActivity>({
  key: 'economic-activities',
  description: 'Actividades económicas (CIIU Rev. 4 A.C.)',
  source: ECONOMIC_ACTIVITIES_SOURCE,
  items: data,
});
