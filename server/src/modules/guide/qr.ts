import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side (without the quiet zone). */
  size: number;
  /** One SVG path drawing every dark module, in module units. */
  d: string;
}

/** A QR code as one SVG path: crisp at any size, in HTML and in the PDFs alike. */
export function qrPath(text: string): QrPath {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, d };
}

/** An inline SVG of the QR code with a 2-module quiet zone, labelled for screen readers. */
export function qrSvg(text: string, label: string, className = 'qr'): string {
  const { size, d } = qrPath(text);
  const view = size + 4;
  const esc = label.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg class="${className}" role="img" aria-label="${esc}" viewBox="-2 -2 ${view} ${view}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${view}" height="${view}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}
