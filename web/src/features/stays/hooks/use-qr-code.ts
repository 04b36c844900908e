import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` as a PNG data URL, drawn in the browser (the link never leaves the machine); null while drawing. */
export function useQrCode(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    QRCode.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (!cancelled) setDrawn({ text, url });
      })
      .catch(() => {
        if (!cancelled) setDrawn(null);
      });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return text && drawn?.text === text ? drawn.url : null;
}
