export { useReferenceList, useReferenceLists, useReferenceVersion } from './api/reference.queries.ts';
export { type ReferenceOption, referenceOptions } from './components/reference-options.ts';
export { ReferenceSelect, type ReferenceSelectProps } from './components/reference-select.tsx';
