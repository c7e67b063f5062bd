import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNATURE_PAD } from '@atrium/classroom-contract';
import { Button, Modal, toast, useT } from '@atrium/shared-ui';

interface SignatureDialogProps {
  name: string;
  /** Stores the drawn PNG (the instructor page's call, or the signing page's). */
  store: (dataUrl: string) => Promise<unknown>;
  onClose: () => void;
  onSigned: () => void;
}

/** Document 002 §2/§9: a 568×220 pad, pen 0.5–2.5; saving is possible only while it is not empty (checked every second). */
export function SignatureDialog({ name, store, onClose, onSigned }: SignatureDialogProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    if (!canvas.current) return;
    pad.current = new SignaturePad(canvas.current, { minWidth: SIGNATURE_PAD.minWidth, maxWidth: SIGNATURE_PAD.maxWidth });
    const timer = window.setInterval(() => setEmpty(pad.current?.isEmpty() ?? true), 1000);
    return () => {
      window.clearInterval(timer);
      pad.current?.off();
    };
  }, []);

  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) return;
    try {
      await store(pad.current.toDataURL('image/png'));
      toast.success('instructor-page.signed', { name });
      onSigned();
    } catch {
      toast.error('instructor-page.failed');
    }
  };

  return (
    <Modal
      open
      title={t('instructor-page.signFor', { name })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => pad.current?.clear()}>{t('instructor-page.clear')}</Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={empty} onClick={() => void save()}>
            {t('instructor-page.saveSignature')}
          </Button>
        </>
      }
    >
      <canvas
        ref={canvas}
        width={SIGNATURE_PAD.width}
        height={SIGNATURE_PAD.height}
        className="atr-signature-pad"
        role="img"
        aria-label={t('instructor-page.signatureArea', { name })}
        data-testid="signature-pad"
      />
    </Modal>
  );
}
