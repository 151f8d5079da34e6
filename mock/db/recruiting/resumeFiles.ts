import { JOB_ERROR_CODES } from '../../../src/contract/codes.ts';
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_MAX_MB, RESUME_FILE_TYPES, resumeFileTypeOf, type ResumeFileType } from '../../../src/contract/resumeFileValues.ts';
import { invalid, rejected } from '../../core/errors.ts';

/**
 * What an uploaded resume really is, judged by its bytes (never by its name or the browser's type): the first
 * bytes of each format, and for DOCX (a ZIP like any Office file) the Word part inside it.
 */
const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

const SIGNATURES: Record<ResumeFileType, (bytes: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  // Word 97–2003: an OLE2 compound file.
  doc: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // A ZIP whose entries include word/document.xml (entry names are stored uncompressed).
  docx: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && b.includes('word/document.xml', 0, 'latin1'),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

export const bytesAre = (type: ResumeFileType, bytes: Buffer) => SIGNATURES[type](bytes);

const TYPE_LIST = RESUME_FILE_TYPES.map((t) => t.toUpperCase()).join('、');

/**
 * A file sent as base64 with its name, checked as attachment resumes are (an attachment, a chat's picture or
 * document): a known type by its extension, not empty, at most 10 MB, and bytes of that type. `refused` ends
 * the byte-check message (未保存, 未发送).
 */
export function checkedFile(fileName: string, base64: string, refused: string): { type: ResumeFileType; bytes: Buffer } {
  const type = resumeFileTypeOf(fileName);
  if (!type) throw invalid([{ field: 'fileName', message: `仅支持 ${TYPE_LIST} 格式的文件` }]);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw rejected(JOB_ERROR_CODES.badUpload, '文件是空的（0 字节），请检查后重新选择');
  if (bytes.length > RESUME_FILE_MAX_BYTES) throw rejected(JOB_ERROR_CODES.badUpload, `文件不能超过 ${RESUME_FILE_MAX_MB} MB`);
  if (!bytesAre(type, bytes)) throw rejected(JOB_ERROR_CODES.badUpload, `文件内容不是 ${type.toUpperCase()}：可能是改了扩展名的其他文件，${refused}`);
  return { type, bytes };
}

/**
 * A one-page PDF of plain text lines (Helvetica, so ASCII only), with a correct cross-reference table: the
 * demo seeker's attachment is a real file the browser can show, not a name without content.
 */
export function textPdf(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 11} Tf 56 ${780 - i * 22} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** 李明's attachment: his resume in English (the PDF's built-in font has no Chinese). */
export const demoResumePdf = () =>
  textPdf([
    'Li Ming - Senior Frontend Engineer',
    'Hangzhou, China  |  liming.fe@example.com  |  +86 138 0000 0001',
    '',
    'Experience',
    '2021-06 - now    Hangzhou Fengda Information Technology, Senior Frontend Engineer',
    '                 Frontend architecture of a recruiting SaaS; first screen 4.1 s -> 1.6 s.',
    '2018-07 - 2021-05  Hangzhou Shulan Information Technology, Frontend Engineer',
    '                 Reporting and charts for a data platform; 12 chart components.',
    '',
    'Education',
    '2014-09 - 2018-06  Zhejiang University of Technology, B.Eng. Computer Science',
    '',
    'Skills',
    'React, TypeScript, Vite, performance, accessibility, component libraries, Vue, ECharts',
  ]);
