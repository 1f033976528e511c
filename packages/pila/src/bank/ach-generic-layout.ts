import { numericField, type RecordLayout, textField } from '../planilla/layout.ts';

/**
 * Quincena's own generic ACH layout, 200 characters, for banks that import a configurable fixed-width
 * file. No public ACH Colombia (NACHAM) layout was found (docs/reference/pila-file-and-code-lists.md
 * §6.5); see decision 0054.
 */
export const ACH_HEADER: RecordLayout = {
  name: 'ACH genérico encabezado',
  length: 200,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    numericField(2, 'NIT del pagador', 2, 15),
    textField(3, 'Nombre del pagador', 17, 40),
    numericField(4, 'Cuenta del pagador', 57, 17),
    textField(5, 'Tipo de cuenta del pagador', 74, 2),
    numericField(6, 'Fecha de transmisión', 76, 8),
    numericField(7, 'Fecha de aplicación', 84, 8),
    numericField(8, 'Secuencia', 92, 2),
    textField(9, 'Descripción', 94, 10),
    numericField(10, 'Número de pagos', 104, 6),
    numericField(11, 'Valor total', 110, 18),
    textField(12, 'Relleno', 128, 73),
  ],
};

export const ACH_DETAIL: RecordLayout = {
  name: 'ACH genérico detalle',
  length: 200,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    textField(2, 'Tipo de documento', 2, 2),
    textField(3, 'Número de documento', 4, 16),
    textField(4, 'Nombre del beneficiario', 20, 40),
    numericField(5, 'Código ACH del banco', 60, 4),
    textField(6, 'Número de cuenta', 64, 17),
    textField(7, 'Tipo de cuenta', 81, 2),
    numericField(8, 'Valor', 83, 18),
    textField(9, 'Referencia', 101, 21),
    textField(10, 'Correo electrónico', 122, 60),
    textField(11, 'Relleno', 182, 19),
  ],
};
