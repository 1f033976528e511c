import data from './arl-economic-activities.json' with { type: 'json' };
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Source: Decreto 768 de 2022 (Ministerio del Trabajo, 16 May 2022), "Tabla de clasificación de actividades
 * económicas para el Sistema General de Riesgos Laborales", which replaced Decreto 1607 de 2002. Each row's
 * 7-digit code is risk class (1) + CIIU class (4) + activity (2) — the value of campo 98 "Actividad económica
 * riesgos laborales" of registro tipo 2 of the PILA (Res. 2388 de 2016, Anexo Técnico 2). 1,104 rows as
 * published in the decree (scrape of https://safetya.co/normatividad/decreto-768-de-2022/ kept in
 * github.com/MauricioRobayo/ciiu-arl, risk-classification.json). The CIIU of a few rows is the decree's own:
 * 6514 (Capitalización, CIIU Rev. 4 A.C. class 6496) and the group-level codes 1030, 3210, 7110 and 8890.
 * Transcription fixes: the tenth activity of CIIU 2651 and 7730 was scraped as "010" and is written 10.
 */
export const ARL_ECONOMIC_ACTIVITIES_SOURCE =
  'Decreto 768 de 2022, tabla de clasificación de actividades económicas para el Sistema General de Riesgos ' +
  'Laborales (código de 7 dígitos: clase de riesgo + CIIU + actividad), campo 98 del registro tipo 2 de la PILA; ' +
  'tabla publicada en https://safetya.co/normatividad/decreto-768-de-2022/';

export interface ArlEconomicActivity extends ReferenceItem {
  /** ARL risk class 1–5 (Decreto 1295 de 1994, art. 26). */
  readonly riskClass: string;
  /** CIIU code as the decree writes it. */
  readonly ciiu: string;
  /** 2-digit activity number within the CIIU class. */
  readonly activity: string;
}

export const arlEconomicActivities = defineReferenceList<ArlEconomicActivity>({
  key: 'arl-economic-activities',
  description: 'Actividades económicas para riesgos laborales (Decreto 768 de 2022)',
  source: ARL_ECONOMIC_ACTIVITIES_SOURCE,
  items: data,
});
