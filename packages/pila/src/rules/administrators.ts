/**
 * The PILA codes of the administrators each subsystem may receive: health (EPS/EOC, registro tipo 2
 * campo 33), pensions (campo 31, Colpensiones 25-14 and the other public-regime funds 25-x included),
 * occupational risks (campo 77 and registro tipo 1 campo 14) and family compensation funds (campo 35).
 * Source: UGPP, códigos de administradoras para PILA, actualización enero de 2024
 * (https://www.ugpp.gov.co/wp-content/uploads/2025/01/bd_codigos_pila_2024.pdf); the API's reference
 * lists carry the same codes with names and NITs, and a test keeps the two equal.
 */
export type AdministratorSubsystem = 'health' | 'pension' | 'risk' | 'ccf';

export const ADMINISTRATOR_CODES: Readonly<Record<AdministratorSubsystem, ReadonlySet<string>>> = {
  health: new Set([
    'EPS001',
    'EPS002',
    'EPS005',
    'EPS008',
    'EPS010',
    'EPS012',
    'EPS017',
    'EPS018',
    'EPS037',
    'EPS040',
    'EPSC25',
    'EPSC34',
    'EPSIC1',
    'EPSIC3',
    'EPSIC4',
    'EPSIC5',
    'EPSIC6',
    'ESSC07',
    'ESSC18',
    'ESSC24',
    'ESSC62',
    'CCFC20',
    'CCFC50',
    'CCFC55',
  ]),
  pension: new Set(['230201', '230301', '230901', '231001', '25-14', '25-2', '25-3']),
  risk: new Set(['14-4', '14-7', '14-8', '14-11', '14-17', '14-23', '14-25', '14-29', '14-30']),
  ccf: new Set([
    'CCF03',
    'CCF04',
    'CCF05',
    'CCF06',
    'CCF07',
    'CCF08',
    'CCF09',
    'CCF10',
    'CCF11',
    'CCF13',
    'CCF14',
    'CCF15',
    'CCF16',
    'CCF21',
    'CCF22',
    'CCF24',
    'CCF26',
    'CCF29',
    'CCF30',
    'CCF32',
    'CCF33',
    'CCF34',
    'CCF35',
    'CCF36',
    'CCF37',
    'CCF38',
    'CCF39',
    'CCF40',
    'CCF41',
    'CCF43',
    'CCF44',
    'CCF48',
    'CCF50',
    'CCF56',
    'CCF57',
    'CCF63',
    'CCF64',
    'CCF65',
    'CCF67',
    'CCF68',
    'CCF69',
  ]),
};

/** Which subsystem a known code belongs to, to say so when it is reported in the wrong field. */
export function subsystemOf(code: string): AdministratorSubsystem | null {
  for (const [subsystem, codes] of Object.entries(ADMINISTRATOR_CODES)) {
    if (codes.has(code)) return subsystem as AdministratorSubsystem;
  }
  return null;
}
