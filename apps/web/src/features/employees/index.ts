/** What other features may use of the employees feature: the retroactive change dialog (decision 0353). */
export { RetroactiveImpactDialog } from './components/retroactive-impact-dialog.tsx';
