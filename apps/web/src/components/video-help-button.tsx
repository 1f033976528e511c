import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useHelpVideo } from '../lib/help-videos.ts';

// The player dialog loads on first use; every title carries the button, few people press it.
const VideoHelpDialog = lazy(async () => ({
  default: (await import('./video-help-dialog.tsx')).VideoHelpDialog,
}));

/** The instruction-video button beside a screen title; hidden when the screen has no video. */
export function VideoHelpButton({ videoKey, title }: { videoKey: string; title: string }) {
  const [open, setOpen] = useState(false);
  const url = useHelpVideo(videoKey);
  if (!url) return null;
  return (
    <>
      <Button
        type="button"
        icon="pi pi-video"
        rounded
        text
        severity="info"
        aria-label={`Ver video de ayuda: ${title}`}
        title="Video de ayuda"
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <VideoHelpDialog url={url} title={title} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
