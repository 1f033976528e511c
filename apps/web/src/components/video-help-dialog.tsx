import { Dialog } from 'primereact/dialog';
import { useState } from 'react';

/** Embeddable players (YouTube, Vimeo) go in a frame; anything else is a plain video file. */
function isEmbeddable(url: string): boolean {
  return /youtube\.com\/embed|player\.vimeo\.com/.test(url);
}

/** The instruction video of one screen, in a dialog (spec 03 §1). */
export function VideoHelpDialog({ url, title, onHide }: { url: string; title: string; onHide: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <Dialog
      header={`Video de ayuda · ${title}`}
      visible
      onHide={onHide}
      style={{ width: '48rem', maxWidth: '95vw' }}
      dismissableMask
    >
      {isEmbeddable(url) ? (
        <iframe className="help-video" src={url} title={title} allow="fullscreen; picture-in-picture" />
      ) : failed ? (
        <p className="help-video help-video--failed">No pudimos reproducir el video aquí.</p>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: instruction videos carry no speech track to caption
        <video className="help-video" src={url} controls autoPlay onError={() => setFailed(true)} />
      )}
      <a className="help-video__link" href={url} target="_blank" rel="noreferrer">
        <i className="pi pi-external-link" aria-hidden="true" /> Abrir el video en una pestaña nueva
      </a>
    </Dialog>
  );
}
