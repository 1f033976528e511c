import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { ConfirmFooter } from '../../components/confirm-footer.tsx';
import { notify } from '../../components/notify.tsx';
import { refreshSession } from '../../features/access/api/access.mutations.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { sessionStore, useStoredSession } from '../../lib/session-store.ts';
import { playSessionBeep } from './session-beep.ts';
import { sessionSchedule } from './session-timing.ts';

export const SESSION_PROMPT_TEXT = 'En 2 minutos se termina la sesión. ¿Desea extender la sesión?';
export const SESSION_ENDED_TEXT = 'Fin de la sesión';

function endSession() {
  sessionStore.signOut();
  notify.info(SESSION_ENDED_TEXT, { title: 'Sesión' });
}

/** Spec 03 §2.22: at 58 minutes a sound and the question; yes extends, no ends the session. */
export function SessionPrompt() {
  const stored = useStoredSession();
  const [visible, setVisible] = useState(false);
  const [extending, setExtending] = useState(false);
  const receivedAt = stored?.receivedAt;

  useEffect(() => {
    if (receivedAt === undefined) return;
    setVisible(false);
    const { promptIn, endIn } = sessionSchedule(receivedAt, Date.now());
    const promptTimer = setTimeout(() => {
      playSessionBeep();
      setVisible(true);
    }, promptIn);
    const endTimer = setTimeout(endSession, endIn);
    return () => {
      clearTimeout(promptTimer);
      clearTimeout(endTimer);
    };
  }, [receivedAt]);

  async function handleExtend() {
    setExtending(true);
    try {
      const fresh = await refreshSession();
      sessionStore.replaceToken(fresh.token, fresh.expiresAt);
      setVisible(false);
    } catch (error) {
      notify.warn(errorMessage(error));
    } finally {
      setExtending(false);
    }
  }

  function handleEnd() {
    setVisible(false);
    endSession();
  }

  return (
    <Dialog
      header="Sesión por terminar"
      visible={visible}
      onHide={handleEnd}
      closable={false}
      style={{ width: '26rem', maxWidth: '92vw' }}
      footer={
        <ConfirmFooter
          cancelLabel="No"
          confirmLabel="Sí"
          confirmIcon="pi pi-refresh"
          pending={extending}
          cancelWhilePending
          onCancel={handleEnd}
          onConfirm={handleExtend}
          autoFocus
        />
      }
    >
      <div className="flex align-items-center gap-3">
        <i className="pi pi-clock text-4xl text-orange-500" aria-hidden="true" />
        <p className="m-0 line-height-3">{SESSION_PROMPT_TEXT}</p>
      </div>
    </Dialog>
  );
}
