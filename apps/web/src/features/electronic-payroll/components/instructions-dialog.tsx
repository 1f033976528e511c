import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ENABLEMENT_MANUAL_URL } from '../api/enablement.queries.ts';

/** 'Instructivo habilitación DIAN' (spec 03 §2.16): what to prepare, and the manual to download. */
export function InstructionsDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header="Instructivo habilitación DIAN"
      style={{ width: '34rem' }}
      breakpoints={{ '732px': '94vw' }}
      modal
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label="Cerrar" outlined onClick={onHide} />
          <a className="p-button p-component no-underline" href={ENABLEMENT_MANUAL_URL} download>
            <span className="p-button-icon p-button-icon-left pi pi-download" aria-hidden="true" />
            <span className="p-button-label">Descargar instructivo</span>
          </a>
        </div>
      }
    >
      <p className="mt-0 line-height-3">
        Para transmitir la nómina electrónica la empresa debe habilitarse ante la DIAN como emisor (Resolución
        000013 de 2021). Tenga a mano:
      </p>
      <ul className="line-height-3 pl-4">
        <li>El identificador del software (SoftwareID) y el PIN registrados en el portal de la DIAN.</li>
        <li>El Test Set ID del set de pruebas.</li>
        <li>El certificado de firma digital (.p12 o .pfx) y su contraseña.</li>
      </ul>
      <p className="mb-0 text-color-secondary">El instructivo describe cada paso en el portal de la DIAN.</p>
    </Dialog>
  );
}
