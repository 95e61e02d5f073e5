import { useEffect, useRef, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/forms.tsx';

type Scanner = import('qr-scanner').default;

/**
 * The device camera reading QR codes with `qr-scanner` (the browser's BarcodeDetector where there is
 * one, its WebAssembly-free worker elsewhere). Loaded only when the camera is switched on.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!on || !video.current) return;
    let cancelled = false;
    let last = { text: '', at: 0 };
    void import('qr-scanner')
      .then(async ({ default: QrScanner }) => {
        if (cancelled || !video.current) return;
        const instance = new QrScanner(
          video.current,
          (result) => {
            const now = Date.now();
            // The same code stays in view for a while: report it once every 4 s at most.
            if (result.data === last.text && now - last.at < 4000) return;
            last = { text: result.data, at: now };
            onCodeRef.current(result.data);
          },
          { returnDetailedScanResult: true, highlightScanRegion: true, maxScansPerSecond: 5 },
        );
        scanner.current = instance;
        await instance.start();
      })
      .catch(() => {
        if (!cancelled) {
          setFailed(true);
          setOn(false);
        }
      });
    return () => {
      cancelled = true;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [on]);

  return (
    <div className="camera">
      <div className={`camera__view${on ? ' is-on' : ''}`}>
        <video ref={video} className="camera__video" muted playsInline />
        {!on && <p className="camera__placeholder">{t('scan.cameraHint')}</p>}
      </div>
      {failed && (
        <p className="camera__error" role="alert">
          {t('scan.cameraUnavailable')}
        </p>
      )}
      <Button
        variant={on ? 'secondary' : 'primary'}
        onClick={() => {
          setFailed(false);
          setOn(!on);
        }}
      >
        {on ? t('scan.stopCamera') : t('scan.startCamera')}
      </Button>
    </div>
  );
}
