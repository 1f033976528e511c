import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Banks and deposit entities with their ACH Colombia codes: 4 digits, "1" + the 3-digit entity code. Payment
 * files use one form or the other (Bancolombia PAB writes the 4-digit code zero-padded to 9; Banco de Bogotá's
 * file writes the 3-digit code), so both are kept. Codes as published in payout bank lists
 * (teemopay/ttpaydoc colombia/payout/bank.md; dotaZealot/pagsmile bank-in-colombia.md, "Fuente: ACH Colombia /
 * Superfinanciera"); NITs from the RUT, checked against their DIAN check digits. No official ACH Colombia
 * table was reachable; codes seen in a single source only are left out (see the decision record 0073).
 */
export const BANKS_SOURCE =
  'ACH Colombia, códigos de entidades participantes (4 dígitos: 1 + código de 3 dígitos de la entidad); ' +
  'NIT de cada entidad (RUT)';

export interface Bank extends ReferenceItem {
  /** The 3-digit entity code (the ACH code without its leading 1). */
  readonly shortCode: string;
  readonly nit?: string;
  readonly checkDigit?: string;
}

function bank(code: string, name: string, nit?: string, checkDigit?: string): Bank {
  return nit === undefined
    ? { code, name, shortCode: code.slice(1) }
    : { code, name, shortCode: code.slice(1), nit, checkDigit: checkDigit! };
}

export const banks = defineReferenceList<Bank>({
  key: 'banks',
  description: 'Bancos y entidades financieras (códigos ACH)',
  source: BANKS_SOURCE,
  items: [
    bank('1001', 'Banco de Bogotá', '860002964', '4'),
    bank('1002', 'Banco Popular', '860007738', '9'),
    bank('1006', 'Banco Itaú (antes Corpbanca)', '890903937', '0'),
    bank('1007', 'Bancolombia', '890903938', '8'),
    bank('1009', 'Citibank Colombia', '860051135', '4'),
    bank('1012', 'Banco GNB Sudameris', '860050750', '1'),
    bank('1013', 'BBVA Colombia', '860003020', '1'),
    bank('1014', 'Itaú'),
    bank('1019', 'Scotiabank Colpatria', '860034594', '1'),
    bank('1023', 'Banco de Occidente', '890300279', '4'),
    bank('1031', 'Bancóldex', '800149923', '6'),
    bank('1032', 'Banco Caja Social', '860007335', '4'),
    bank('1040', 'Banco Agrario de Colombia', '800037800', '8'),
    bank('1047', 'Banco Mundo Mujer', '900768933', '8'),
    bank('1051', 'Banco Davivienda', '860034313', '7'),
    bank('1052', 'Banco AV Villas', '860035827', '5'),
    bank('1053', 'Banco W', '900378212', '2'),
    bank('1059', 'Bancamía', '900215071', '1'),
    bank('1060', 'Banco Pichincha', '890200756', '7'),
    bank('1061', 'Bancoomeva', '900406150', '5'),
    bank('1062', 'Banco Falabella', '900047981', '8'),
    bank('1063', 'Banco Finandina', '860051894', '6'),
    bank('1065', 'Banco Santander de Negocios Colombia', '900628110', '3'),
    bank('1066', 'Banco Cooperativo Coopcentral', '890203088', '9'),
    bank('1067', 'Mibanco', '860025971', '5'),
    bank('1069', 'Banco Serfinanza', '860043186', '6'),
    bank('1070', 'Lulo Bank'),
    bank('1071', 'Banco J.P. Morgan Colombia', '900114346', '8'),
    bank('1121', 'Financiera Juriscoop'),
    bank('1151', 'Rappipay'),
    bank('1283', 'Cooperativa Financiera de Antioquia'),
    bank('1289', 'Cotrafa Cooperativa Financiera'),
    bank('1292', 'Confiar Cooperativa Financiera'),
    bank('1303', 'Giros y Finanzas'),
    bank('1370', 'Coltefinanciera'),
    bank('1507', 'Nequi'),
    bank('1551', 'Daviplata'),
    bank('1558', 'Banco Credifinanciera'),
    bank('1637', 'Iris'),
  ],
});
