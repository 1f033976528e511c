export { useCreateConcept } from './api/concepts.mutations.ts';
export { useConcepts } from './api/concepts.queries.ts';
export { ConceptsTable } from './components/concepts-table.tsx';
export { CreateConceptDialog } from './components/create-concept-dialog.tsx';
