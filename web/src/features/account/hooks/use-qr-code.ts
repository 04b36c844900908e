import { useEffect, useState } from 'react';

/**
 * An SVG data URL of `text` as a QR code, drawn in the browser (the secret never leaves the page).
 * The qrcode package loads on first use, so only the two-factor setup pays for it.
 */
export function useQrCode(text: string | null): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let cancelled = false;
    void import('qrcode')
      .then((QRCode) =>
        QRCode.toString(text, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#1a1b1e', light: '#ffffff' },
        }),
      )
      .then((svg) => {
        if (!cancelled) setImage({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return image && image.text === text ? image.url : null;
}
