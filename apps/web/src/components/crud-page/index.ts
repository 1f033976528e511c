export { type CheckResult, checkBySchema, useCheckedForm } from './checked-form.ts';
export { type CrudDelete, type CrudFormState, CrudPage, type CrudPageProps } from './crud-page.tsx';
export { DateField, dateOfIsoDay, isoDayOf } from './date-field.tsx';
export { codeNameFieldsOf, DropdownField } from './dropdown-field.tsx';
export { useFieldErrors } from './field-errors.ts';
export { FormDialog, type FormDialogProps, REQUIRED_NOTE } from './form-dialog.tsx';
export { FormField } from './form-field.tsx';
export { formFieldsOf } from './form-fields.ts';
export { PasswordField } from './password-field.tsx';
export {
  FORM_TOAST_LIFE_MS,
  type SaveFeedbackOptions,
  saveFeedback,
  serverFields,
  warnFirst,
  withoutQuotes,
} from './save-feedback.ts';
export { listSearchParams, useServerList } from './server-list.ts';
export { TextField, textFieldsOf } from './text-field.tsx';
