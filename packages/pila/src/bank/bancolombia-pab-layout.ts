import { numericField, type RecordLayout, textField } from '../planilla/layout.ts';

/**
 * Bancolombia "Pagos Automáticos Bancolombia" (PAB), 264 characters per record, as described in
 * docs/reference/pila-file-and-code-lists.md §6.1. Only the control and detail records are written.
 */
export const PAB_CONTROL: RecordLayout = {
  name: 'Bancolombia PAB registro de control',
  length: 264,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    numericField(2, 'NIT entidad originadora', 2, 15),
    textField(3, 'Aplicación', 17, 1),
    textField(4, 'Relleno', 18, 15),
    numericField(5, 'Clase de transacción', 33, 3),
    textField(6, 'Descripción propósito', 36, 10),
    numericField(7, 'Fecha de transmisión', 46, 8),
    textField(8, 'Secuencia de envío', 54, 2),
    numericField(9, 'Fecha de aplicación', 56, 8),
    numericField(10, 'Número de registros', 64, 6),
    numericField(11, 'Sumatoria de débitos', 70, 17),
    numericField(12, 'Sumatoria de créditos', 87, 17),
    numericField(13, 'Cuenta a debitar', 104, 11),
    textField(14, 'Tipo de cuenta a debitar', 115, 1),
    textField(15, 'Relleno', 116, 149),
  ],
};

export const PAB_DETAIL: RecordLayout = {
  name: 'Bancolombia PAB registro de detalle',
  length: 264,
  fields: [
    numericField(1, 'Tipo de registro', 1, 1),
    textField(2, 'Identificación del beneficiario', 2, 15),
    textField(3, 'Nombre del beneficiario', 17, 30),
    numericField(4, 'Banco destino', 47, 9),
    textField(5, 'Número de cuenta del beneficiario', 56, 17),
    textField(6, 'Indicador lugar de pago', 73, 1),
    numericField(7, 'Tipo de transacción', 74, 2),
    numericField(8, 'Valor de la transacción', 76, 17),
    numericField(9, 'Fecha de aplicación', 93, 8),
    textField(10, 'Referencia', 101, 21),
    numericField(11, 'Tipo de documento de identificación', 122, 1),
    numericField(12, 'Oficina de entrega', 123, 5),
    textField(13, 'Número de celular', 128, 15),
    textField(14, 'Correo electrónico', 143, 80),
    textField(15, 'Identificación del autorizado', 223, 15),
    textField(16, 'Relleno', 238, 27),
  ],
};
