import { type Administrator, UGPP_PILA_CODES_2024 } from './administrator.ts';
import { defineReferenceList } from './reference-list.ts';

/**
 * Health promoting entities (EPS) with their PILA codes (registro tipo 2, campo 33 "Código EPS/EOC").
 * Source: UGPP PILA code list of January 2024; NITs from the RUT, each checked against its DIAN check digit.
 * Every code below except EPSC25, EPSIC1, EPSIC6, CCFC20 and CCFC50 also appears in a real planilla E of
 * period 2025-12 (see docs/reference/pila-file-and-code-lists.md §5.3).
 */
export const EPS_SOURCE = `${UGPP_PILA_CODES_2024}; Res. 2388 de 2016, Anexo Técnico 2, registro tipo 2, campo 33`;

export const eps = defineReferenceList<Administrator>({
  key: 'eps',
  description: 'Entidades promotoras de salud (EPS)',
  source: EPS_SOURCE,
  items: [
    { code: 'EPS001', name: 'Aliansalud EPS S.A.', nit: '830113831', checkDigit: '0' },
    { code: 'EPS002', name: 'Salud Total EPS-S S.A.', nit: '800130907', checkDigit: '4' },
    { code: 'EPS005', name: 'EPS Sanitas S.A.S.', nit: '800251440', checkDigit: '6' },
    { code: 'EPS008', name: 'Compensar EPS', nit: '860066942', checkDigit: '7' },
    { code: 'EPS010', name: 'EPS Sura', nit: '800088702', checkDigit: '2' },
    { code: 'EPS012', name: 'Comfenalco Valle EPS', nit: '890303093', checkDigit: '5' },
    { code: 'EPS017', name: 'EPS Famisanar S.A.S.', nit: '830003564', checkDigit: '7' },
    { code: 'EPS018', name: 'Servicio Occidental de Salud EPS S.O.S.', nit: '805001157', checkDigit: '2' },
    { code: 'EPS037', name: 'Nueva EPS S.A.', nit: '900156264', checkDigit: '2' },
    { code: 'EPS040', name: 'Savia Salud EPS', nit: '900604350', checkDigit: '0' },
    { code: 'EPSC25', name: 'Capresoca EPS-S', nit: '891856000', checkDigit: '7' },
    { code: 'EPSC34', name: 'Capital Salud EPS-S S.A.S.', nit: '900298372', checkDigit: '9' },
    { code: 'EPSIC1', name: 'Dusakawi EPS-I', nit: '824001398', checkDigit: '1' },
    { code: 'EPSIC3', name: 'Asociación Indígena del Cauca EPS-I (AIC)', nit: '817001773', checkDigit: '3' },
    { code: 'EPSIC4', name: 'Anas Wayuu EPS-I', nit: '839000495', checkDigit: '6' },
    { code: 'EPSIC5', name: 'Mallamas EPS-I', nit: '837000084', checkDigit: '5' },
    { code: 'EPSIC6', name: 'Pijaos Salud EPS-I', nit: '809008362', checkDigit: '2' },
    { code: 'ESSC07', name: 'Mutual Ser EPS', nit: '806008394', checkDigit: '7' },
    { code: 'ESSC18', name: 'Emssanar EPS S.A.S.', nit: '901021565', checkDigit: '8' },
    { code: 'ESSC24', name: 'Coosalud EPS S.A.', nit: '900226715', checkDigit: '3' },
    { code: 'ESSC62', name: 'Asmet Salud EPS S.A.S.', nit: '900935126', checkDigit: '7' },
    { code: 'CCFC20', name: 'Comfachocó EPS-S', nit: '891600091', checkDigit: '8' },
    { code: 'CCFC50', name: 'Comfaoriente EPS-S', nit: '890500675', checkDigit: '6' },
    { code: 'CCFC55', name: 'Cajacopi EPS', nit: '890102044', checkDigit: '1' },
  ],
});
