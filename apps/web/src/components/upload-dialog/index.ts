export { bulkLoadApi } from './bulk-load-api.ts';
export { UploadDialog, type UploadDialogProps } from './upload-dialog.tsx';
export { UPLOAD_DIALOG_TEXTS } from './upload-texts.ts';
