/**
 * The watermark over a resume an employer reads: the viewing company and account, tiled diagonally. Drawn as
 * an SVG background (not text in the page), so it cannot be selected or copied with the resume, screen
 * readers skip it, and print keeps it (print-color-adjust: exact). The text is an employer's own company
 * name: it is escaped for XML before it goes into the SVG, and the whole SVG is URI-encoded into the CSS url().
 */
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

export function watermarkImage(lines: string[]): string {
  const text = lines.map((line, i) => `<text x="20" y="${110 + i * 22}" transform="rotate(-24 160 120)">${escapeXml(line)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="220"><g fill="rgba(0,0,0,0.09)" font-size="15" font-family="sans-serif">${text}</g></svg>`;
  // encodeURIComponent leaves ' ( ) as they are; encoded too, nothing in the data can end the url() early.
  const data = encodeURIComponent(svg).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `url("data:image/svg+xml;charset=utf-8,${data}")`;
}
