import { m } from '@pentas/i18n/messages';
import { CameraOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** The platform's QR detector where the browser has one (Chrome on Android, macOS). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike;
  }
}

export function cameraSupported() {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** Reads a QR code from one video frame: the built-in detector, else jsQR (loaded only when needed). */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  if (window.BarcodeDetector) {
    const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

/** Scans with the device camera until a code is seen; typing or a hardware scanner still works beside it. */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await frameReader();
        const tick = async () => {
          if (stopped || !video.current) return;
          const code = await read(video.current).catch(() => null);
          if (code) onCode(code);
          else timer = setTimeout(tick, 200);
        };
        tick();
      } catch {
        setProblem(m.door_camera_problem());
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);

  return (
    <div className="space-y-2">
      {problem ? (
        <p role="alert" className="flex gap-2 rounded-md bg-muted p-3 text-sm">
          <CameraOffIcon className="size-4 shrink-0" aria-hidden /> {problem}
        </p>
      ) : (
        <video
          ref={video}
          className="aspect-square w-full max-w-sm rounded-lg bg-black object-cover"
          playsInline
          muted
        />
      )}
      <Button type="button" variant="outline" size="lg" onClick={onClose}>
        {m.door_stop_camera()}
      </Button>
    </div>
  );
}
