/** The company forms use the shared field layout of the list-with-dialog piece. */
export { FormField } from '../../../components/crud-page/index.ts';
