import { numericField, type RecordLayout, textField } from '../planilla/layout.ts';

/** Banco de Bogotá payroll dispersion, 250 characters — docs/reference/pila-file-and-code-lists.md §6.3. */
export const BOGOTA_HEADER: RecordLayout = {
  name: 'Banco de Bogotá registro tipo 1',
  length: 250,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    numericField(2, 'Fecha de dispersión', 2, 8),
    numericField(3, 'Ceros', 10, 24),
    numericField(4, 'Tipo de cuenta dispersora', 34, 1),
    numericField(5, 'Ceros', 35, 6),
    numericField(6, 'Cuenta dispersora', 41, 11),
    textField(7, 'Nombre de la empresa', 52, 40),
    numericField(8, 'NIT de la empresa', 92, 11),
    numericField(9, 'Tipo de movimiento', 103, 3),
    numericField(10, 'Código de ciudad', 106, 4),
    numericField(11, 'Fecha de elaboración', 110, 8),
    numericField(12, 'Código de oficina', 118, 3),
    textField(13, 'Tipo de identificación de la empresa', 121, 1),
    textField(14, 'Relleno', 122, 129),
  ],
};

export const BOGOTA_DETAIL: RecordLayout = {
  name: 'Banco de Bogotá registro tipo 2',
  length: 250,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    textField(2, 'Tipo de identificación', 2, 1),
    numericField(3, 'Número de identificación', 3, 11),
    textField(4, 'Nombre del beneficiario', 14, 40),
    numericField(5, 'Cero', 54, 1),
    numericField(6, 'Tipo de cuenta', 55, 1),
    textField(7, 'Número de cuenta', 56, 17),
    numericField(8, 'Valor', 73, 18),
    textField(9, 'Forma de pago', 91, 1),
    numericField(10, 'Ceros', 92, 3),
    numericField(11, 'Código del banco destino', 95, 3),
    numericField(12, 'Código de ciudad', 98, 4),
    textField(13, 'Adenda', 102, 80),
    numericField(14, 'Cero', 182, 1),
    numericField(15, 'Número de factura', 183, 10),
    textField(16, 'Indicador de notificación', 193, 1),
    textField(17, 'Relleno', 194, 48),
    textField(18, 'Indicador de envío de mensaje', 242, 1),
    textField(19, 'Relleno', 243, 8),
  ],
};
