/** What other features use of the settlement feature. */
export { BankFileDialog } from './components/bank-file-dialog.tsx';
export { PayrollReviewButton } from './components/payroll-review-button.tsx';
