import { blankableNumericField, numericField, type RecordLayout, textField } from './layout.ts';

/**
 * Registro tipo 1 (encabezado) of archivo tipo 2, 359 characters — Anexo Técnico 2, Res. 2388/2016
 * (v29, 06-01-2026), as reconstructed in docs/reference/pila-file-and-code-lists.md §2.
 */
export const REGISTRO_TIPO_1: RecordLayout = {
  name: 'registro tipo 1',
  length: 359,
  fields: [
    numericField(1, 'Tipo de registro', 1, 2),
    numericField(2, 'Modalidad de la planilla', 3, 1),
    numericField(3, 'Secuencia', 4, 4),
    textField(4, 'Nombre o razón social del aportante', 8, 200),
    textField(5, 'Tipo documento del aportante', 208, 2),
    textField(6, 'Número de identificación del aportante', 210, 16),
    numericField(7, 'Dígito de verificación', 226, 1),
    textField(8, 'Tipo de planilla', 227, 1),
    blankableNumericField(9, 'Número de la planilla asociada', 228, 10),
    textField(10, 'Fecha de pago planilla asociada', 238, 10),
    textField(11, 'Forma de presentación', 248, 1),
    textField(12, 'Código de la sucursal', 249, 10),
    textField(13, 'Nombre de la sucursal', 259, 40),
    textField(14, 'Código de la ARL del aportante', 299, 6),
    textField(15, 'Período de pago sistemas diferentes a salud', 305, 7),
    textField(16, 'Período de pago sistema de salud', 312, 7),
    blankableNumericField(17, 'Número de radicación o de la planilla', 319, 10),
    textField(18, 'Fecha de pago', 329, 10),
    numericField(19, 'Número total de cotizantes', 339, 5),
    numericField(20, 'Valor total de la nómina', 344, 12),
    numericField(21, 'Tipo de aportante', 356, 2),
    numericField(22, 'Código del operador de información', 358, 2),
  ],
};
