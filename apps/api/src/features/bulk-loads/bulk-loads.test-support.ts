/** One refused cell of a bulk-load file: its row, its column and why. */
export interface CellError {
  row: number;
  column: string;
  message: string;
}

/** The answer to a file a bulk load refuses as a whole: the spec's message and each refused cell. */
export const rejectedLoad = (errors: CellError[]) => ({
  outcome: 'REJECTED',
  message: 'Error al cargar la información. Por favor revisar archivo de errores',
  errors,
});
