/**
 * Retroactive pay on the screen (issue 32): the "Cambio retroactivo" dialog that registers a change
 * reaching accumulated periods, and the notice of legal values loaded late. The same name as the
 * API module and the contracts (`retroactive`).
 */
export { LegalValuesNotice } from './components/legal-values-notice.tsx';
export { RetroactiveChangesButton } from './components/retroactive-changes-dialog.tsx';
export {
  RETROACTIVE_LATER_TEXTS,
  RetroactiveImpactDialog,
} from './components/retroactive-impact-dialog.tsx';
