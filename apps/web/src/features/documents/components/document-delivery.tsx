import type { ZDocumentMessage } from '@quincena/contracts/documents';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { DocumentEmail } from '../api/payslips.mutations.ts';
import { DocumentActions } from './document-actions.tsx';
import { DownloadDialog } from './download-dialog.tsx';
import { EmailDialog } from './email-dialog.tsx';

/** A row of the voucher tables: a stored document the worker can download or receive by e-mail. */
interface DeliveredDocument {
  id: string;
  description: string;
}

const warnOf = (error: Error) => notify.warn(errorMessage(error), { title: 'Aviso', life: 4000 });

/**
 * The download-or-e-mail flow the payslip and CIR voucher screens share (spec 03 §2.11, §2.12): the
 * Documento column, 'Descarga el documento' and the administrator's e-mail dialog. An employee's copy
 * goes at once to its own address.
 */
export function useDocumentDelivery<Row extends DeliveredDocument>({
  isClient,
  download,
  email,
  documentName,
  emailHeader,
}: {
  isClient: boolean;
  download: UseMutationResult<void, Error, Row>;
  email: UseMutationResult<z.infer<typeof ZDocumentMessage>, Error, DocumentEmail<Row>>;
  /** The document's name in the download dialog (the row being downloaded, or none yet). */
  documentName: (row: Row | null) => string;
  emailHeader: (row: Row | null) => string;
}): { column: TableColumn<Row>; dialogs: ReactNode } {
  const [downloading, setDownloading] = useState<Row | null>(null);
  const [emailing, setEmailing] = useState<Row | null>(null);

  function send(document: Row, address?: string) {
    email.mutate(
      { document, ...(address ? { email: address } : {}) },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setEmailing(null);
        },
        onError: warnOf,
      },
    );
  }

  const column: TableColumn<Row> = {
    id: 'document',
    header: 'Documento',
    style: { width: '9rem' },
    body: (row) => (
      <DocumentActions
        description={row.description}
        sending={email.isPending && email.variables?.document.id === row.id}
        onDownload={() => setDownloading(row)}
        onEmail={() => (isClient ? send(row) : setEmailing(row))}
      />
    ),
  };

  const dialogs = (
    <>
      <DownloadDialog
        visible={downloading !== null}
        documentName={documentName(downloading)}
        busy={download.isPending}
        onHide={() => setDownloading(null)}
        onDownload={() => {
          if (!downloading) return;
          download.mutate(downloading, { onSuccess: () => setDownloading(null), onError: warnOf });
        }}
      />
      <EmailDialog
        visible={emailing !== null}
        header={emailHeader(emailing)}
        busy={email.isPending}
        onHide={() => setEmailing(null)}
        onSend={(address) => emailing && send(emailing, address)}
      />
    </>
  );

  return { column, dialogs };
}
