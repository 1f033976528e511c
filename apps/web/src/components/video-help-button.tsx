import { lazy, Suspense, useState } from 'react';
import { useHelpVideo } from '../lib/help-videos.ts';
// /Login shows this button on its first load, which carries no PrimeReact (decision 0325).
import { PlainButton } from './plain-controls.tsx';

// The player dialog loads on first use; every title carries the button, few people press it.
const VideoHelpDialog = lazy(async () => {
  const [{ VideoHelpDialog }] = await Promise.all([
    import('./video-help-dialog.tsx'),
    import('../lib/primereact-setup.ts'),
  ]);
  return { default: VideoHelpDialog };
});

/** The instruction-video button beside a screen title; hidden when the screen has no video. */
export function VideoHelpButton({ videoKey, title }: { videoKey: string; title: string }) {
  const [open, setOpen] = useState(false);
  const url = useHelpVideo(videoKey);
  if (!url) return null;
  return (
    <>
      <PlainButton
        type="button"
        icon="pi pi-video"
        iconOnly
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
