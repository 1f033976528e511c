import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Source: DANE, División Político-Administrativa de Colombia (DIVIPOLA), department level — 32 departments and
 * the capital district (Constitución Política, arts. 286 and 322), 2-digit codes.
 * http://geoportal.dane.gov.co/servicios/descarga-y-metadatos/descarga-historicos-de-codificacion-divipola/
 * Transcribed from the DIVIPOLA coding in github.com/saulortega/divipola (departamentos.go).
 */
export const DEPARTMENTS_SOURCE =
  'DANE, DIVIPOLA (División Político-Administrativa de Colombia), códigos de departamento de 2 dígitos; ' +
  'http://geoportal.dane.gov.co/servicios/descarga-y-metadatos/descarga-historicos-de-codificacion-divipola/';

export const departments = defineReferenceList<ReferenceItem>({
  key: 'departments',
  description: 'Departamentos y Distrito Capital (DIVIPOLA)',
  source: DEPARTMENTS_SOURCE,
  items: [
    { code: '05', name: 'Antioquia' },
    { code: '08', name: 'Atlántico' },
    { code: '11', name: 'Bogotá, D.C.' },
    { code: '13', name: 'Bolívar' },
    { code: '15', name: 'Boyacá' },
    { code: '17', name: 'Caldas' },
    { code: '18', name: 'Caquetá' },
    { code: '19', name: 'Cauca' },
    { code: '20', name: 'Cesar' },
    { code: '23', name: 'Córdoba' },
    { code: '25', name: 'Cundinamarca' },
    { code: '27', name: 'Chocó' },
    { code: '41', name: 'Huila' },
    { code: '44', name: 'La Guajira' },
    { code: '47', name: 'Magdalena' },
    { code: '50', name: 'Meta' },
    { code: '52', name: 'Nariño' },
    { code: '54', name: 'Norte de Santander' },
    { code: '63', name: 'Quindío' },
    { code: '66', name: 'Risaralda' },
    { code: '68', name: 'Santander' },
    { code: '70', name: 'Sucre' },
    { code: '73', name: 'Tolima' },
    { code: '76', name: 'Valle del Cauca' },
    { code: '81', name: 'Arauca' },
    { code: '85', name: 'Casanare' },
    { code: '86', name: 'Putumayo' },
    { code: '88', name: 'Archipiélago de San Andrés, Providencia y Santa Catalina' },
    { code: '91', name: 'Amazonas' },
    { code: '94', name: 'Guainía' },
    { code: '95', name: 'Guaviare' },
    { code: '97', name: 'Vaupés' },
    { code: '99', name: 'Vichada' },
  ],
});
