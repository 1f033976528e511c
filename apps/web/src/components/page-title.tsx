import type { ReactNode } from 'react';
import { VideoHelpButton } from './video-help-button.tsx';

/** Every screen title, with the help-video button when the screen has one (spec 03 §1). */
export function PageTitle({
  title,
  videoKey,
  children,
}: {
  title: string;
  videoKey?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-title">
      <h1 className="page-title__text">{title}</h1>
      {videoKey && <VideoHelpButton videoKey={videoKey} title={title} />}
      {children && <div className="page-title__actions">{children}</div>}
    </header>
  );
}
