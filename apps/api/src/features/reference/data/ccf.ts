import { type Administrator, UGPP_PILA_CODES_2024 } from './administrator.ts';
import { defineReferenceList } from './reference-list.ts';

/**
 * Family compensation funds (cajas de compensación familiar, CCF) with their PILA codes (registro tipo 2,
 * campo 35 "Código CCF del afiliado"). Source: UGPP PILA code list of January 2024; NITs checked against their
 * DIAN check digits. CCF67 Comfiar (Arauca) and CCF68 Comcaja appear in older PILA tables without a NIT in any
 * source at hand, so they carry no NIT here.
 */
export const CCF_SOURCE = `${UGPP_PILA_CODES_2024}; Res. 2388 de 2016, Anexo Técnico 2, registro tipo 2, campo 35`;

export const ccf = defineReferenceList<Administrator>({
  key: 'ccf',
  description: 'Cajas de compensación familiar (CCF)',
  source: CCF_SOURCE,
  items: [
    { code: 'CCF03', name: 'Comfenalco Antioquia', nit: '890900842', checkDigit: '6' },
    { code: 'CCF04', name: 'Comfama', nit: '890900841', checkDigit: '9' },
    { code: 'CCF05', name: 'Cajacopi Atlántico', nit: '890102044', checkDigit: '1' },
    { code: 'CCF06', name: 'Combarranquilla', nit: '890102002', checkDigit: '2' },
    { code: 'CCF07', name: 'Comfamiliar Atlántico', nit: '890101994', checkDigit: '9' },
    { code: 'CCF08', name: 'Comfenalco Cartagena', nit: '890480023', checkDigit: '7' },
    { code: 'CCF09', name: 'Comfamiliar Cartagena', nit: '890480110', checkDigit: '1' },
    { code: 'CCF10', name: 'Comfaboy', nit: '891800213', checkDigit: '8' },
    { code: 'CCF11', name: 'Confa Caldas', nit: '890806490', checkDigit: '5' },
    { code: 'CCF13', name: 'Comfaca', nit: '891190047', checkDigit: '2' },
    { code: 'CCF14', name: 'Comfacauca', nit: '891500182', checkDigit: '0' },
    { code: 'CCF15', name: 'Comfacesar', nit: '892399989', checkDigit: '8' },
    { code: 'CCF16', name: 'Comfacor', nit: '891080005', checkDigit: '1' },
    { code: 'CCF21', name: 'Cafam', nit: '860013570', checkDigit: '3' },
    { code: 'CCF22', name: 'Colsubsidio', nit: '860007336', checkDigit: '1' },
    { code: 'CCF24', name: 'Compensar', nit: '860066942', checkDigit: '7' },
    { code: 'CCF26', name: 'Comfacundi', nit: '860045904', checkDigit: '7' },
    { code: 'CCF29', name: 'Comfachocó', nit: '891600091', checkDigit: '8' },
    { code: 'CCF30', name: 'Comfaguajira', nit: '892115006', checkDigit: '5' },
    { code: 'CCF32', name: 'Comfamiliar Huila', nit: '891180008', checkDigit: '2' },
    { code: 'CCF33', name: 'Cajamag', nit: '891780093', checkDigit: '3' },
    { code: 'CCF34', name: 'Cofrem', nit: '892000146', checkDigit: '3' },
    { code: 'CCF35', name: 'Comfamiliar Nariño', nit: '891280008', checkDigit: '1' },
    { code: 'CCF36', name: 'Comfaoriente', nit: '890500675', checkDigit: '6' },
    { code: 'CCF37', name: 'Comfanorte', nit: '890500516', checkDigit: '3' },
    { code: 'CCF38', name: 'Cafaba', nit: '890270275', checkDigit: '5' },
    { code: 'CCF39', name: 'Cajasan', nit: '890200106', checkDigit: '1' },
    { code: 'CCF40', name: 'Comfenalco Santander', nit: '890201578', checkDigit: '7' },
    { code: 'CCF41', name: 'Comfasucre', nit: '892200015', checkDigit: '5' },
    { code: 'CCF43', name: 'Comfenalco Quindío', nit: '890000381', checkDigit: '0' },
    { code: 'CCF44', name: 'Comfamiliar Risaralda', nit: '891480000', checkDigit: '1' },
    { code: 'CCF48', name: 'Comfatolima', nit: '800211025', checkDigit: '1' },
    { code: 'CCF50', name: 'Comfenalco Tolima', nit: '890700148', checkDigit: '4' },
    { code: 'CCF56', name: 'Comfenalco Valle', nit: '890303093', checkDigit: '5' },
    { code: 'CCF57', name: 'Comfandi', nit: '890303208', checkDigit: '5' },
    { code: 'CCF63', name: 'Comfamiliar Putumayo', nit: '891200337', checkDigit: '8' },
    { code: 'CCF64', name: 'Cajasai', nit: '892400320', checkDigit: '5' },
    { code: 'CCF65', name: 'Cafamaz', nit: '800231969', checkDigit: '4' },
    { code: 'CCF67', name: 'Comfiar' },
    { code: 'CCF68', name: 'Comcaja' },
    { code: 'CCF69', name: 'Comfacasanare', nit: '844003392', checkDigit: '8' },
  ],
});
