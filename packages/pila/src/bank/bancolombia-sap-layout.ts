import { numericField, type RecordLayout, textField } from '../planilla/layout.ts';

/** Bancolombia SAP (legacy), 95 characters per record — docs/reference/pila-file-and-code-lists.md §6.2. */
export const SAP_CONTROL: RecordLayout = {
  name: 'Bancolombia SAP registro de control',
  length: 95,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    numericField(2, 'NIT entidad originadora', 2, 10),
    textField(3, 'Nombre entidad originadora', 12, 16),
    numericField(4, 'Clase de transacción', 28, 3),
    textField(5, 'Descripción propósito', 31, 10),
    numericField(6, 'Fecha de transmisión AAMMDD', 41, 6),
    textField(7, 'Secuencia de envío', 47, 1),
    numericField(8, 'Fecha de aplicación AAMMDD', 48, 6),
    numericField(9, 'Número de registros', 54, 6),
    numericField(10, 'Sumatoria de débitos', 60, 12),
    numericField(11, 'Sumatoria de créditos', 72, 12),
    numericField(12, 'Cuenta a debitar', 84, 11),
    textField(13, 'Tipo de cuenta a debitar', 95, 1),
  ],
};

export const SAP_DETAIL: RecordLayout = {
  name: 'Bancolombia SAP registro de detalle',
  length: 95,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    numericField(2, 'Identificación del beneficiario', 2, 15),
    textField(3, 'Nombre del beneficiario', 17, 18),
    numericField(4, 'Banco destino', 35, 9),
    numericField(5, 'Número de cuenta del beneficiario', 44, 17),
    textField(6, 'Indicador lugar de pago', 61, 1),
    numericField(7, 'Tipo de transacción', 62, 2),
    numericField(8, 'Valor de la transacción', 64, 10),
    textField(9, 'Concepto', 74, 9),
    textField(10, 'Referencia', 83, 12),
    textField(11, 'Relleno', 95, 1),
  ],
};
