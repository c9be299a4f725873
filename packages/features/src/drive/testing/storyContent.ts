// File contents for the preview stories (not exported): data: URLs, so previews show without a
// server.
import type { DriveItem } from '@atrium/api';
import { drivePreviewKind } from '../driveFiles.ts';

const PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7db9e8"/><stop offset="1" stop-color="#f4e2c1"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#sky)"/><circle cx="520" cy="90" r="44" fill="#ffd166"/>
<path d="M0 300 L160 170 L300 290 L420 200 L640 320 L640 400 L0 400 Z" fill="#3d6b4f"/></svg>`;

/** A tiny PDF with one page that says "Brand guidelines". */
const PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj
4 0 obj<</Length 52>>stream
BT /F1 18 Tf 40 100 Td (Brand guidelines) Tj ET
endstream endobj
5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj
trailer<</Root 1 0 R>>
%%EOF`;

export const STORY_TEXT = `Meeting notes, 20 November 2026
================================

- Launch date confirmed for 1 December.
- Huda sends the final logo files by Friday.
- ملاحظة: تُترجم صفحة الهبوط إلى العربية قبل الإطلاق.
`;

/** One second of a quiet 440 Hz tone, as a WAV file. */
function toneWav(): string {
  const rate = 8000;
  const samples = rate;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1)
    bytes[44 + index] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * index) / rate));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** A data: URL with content of the item's kind, in place of the server's. */
export function storyContentUrl(item: Pick<DriveItem, 'kind' | 'mime_type'>): string {
  switch (drivePreviewKind(item)) {
    case 'image':
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PHOTO)}`;
    case 'pdf':
      return `data:application/pdf;base64,${btoa(PDF)}`;
    case 'text':
      return `data:text/plain;charset=utf-8,${encodeURIComponent(STORY_TEXT)}`;
    case 'audio':
      return toneWav();
    default:
      return `data:application/octet-stream,`;
  }
}
