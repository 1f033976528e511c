import { inflateSync } from 'node:zlib';

/**
 * Active content a RUT or a chamber-of-commerce certificate never carries (ISO 32000-1 §12.6
 * actions, §7.11.4 embedded files): JavaScript (also the one an /OpenAction or /AA runs, which
 * names /JS or /JavaScript), /Launch (runs a program) and embedded files (/EmbeddedFile(s)).
 */
const FORBIDDEN_NAMES: ReadonlyMap<string, string> = new Map([
  ['JS', 'javascript'],
  ['JavaScript', 'javascript'],
  ['Launch', 'launch'],
  ['EmbeddedFile', 'embeddedFile'],
  ['EmbeddedFiles', 'embeddedFile'],
]);

export type PdfThreat = 'javascript' | 'launch' | 'embeddedFile' | 'uninspectable';

export const PDF_THREAT_MESSAGES: Record<PdfThreat, string> = {
  javascript:
    'El PDF contiene JavaScript y no se puede cargar. Guarde o imprima el documento como PDF de nuevo.',
  launch: 'El PDF contiene acciones que abren programas y no se puede cargar.',
  embeddedFile: 'El PDF contiene archivos adjuntos y no se puede cargar.',
  uninspectable: 'El PDF no se puede revisar (contenido comprimido dañado o demasiado grande).',
};

/** A 1 MB PDF inflates to far less; more is a decompression bomb. */
const MAX_INFLATED_PER_STREAM = 32 * 1024 * 1024;
const MAX_INFLATED_TOTAL = 96 * 1024 * 1024;

/** PDF names may hide letters as #xx (ISO 32000-1 §7.3.5): /J#61vaScript is /JavaScript. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** Every name token (`/Name`) of a chunk of PDF syntax, decoded. */
function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(/\/([^\s/[\]()<>{}%]+)/g)) yield decodeName(match[1] ?? '');
}

function forbiddenIn(text: string): PdfThreat | null {
  for (const name of namesIn(text)) {
    const threat = FORBIDDEN_NAMES.get(name);
    if (threat) return threat as PdfThreat;
  }
  return null;
}

interface Stream {
  dictionary: string;
  data: Buffer;
}

/** The streams of the file: the dictionary before each `stream` keyword and the bytes up to `endstream`. */
function* streamsOf(bytes: Buffer, text: string): Generator<Stream> {
  const keyword = /stream\r?\n/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(Math.max(dictionaryStart, match.index - 4096), match.index);
    yield { dictionary, data: bytes.subarray(start, end) };
    keyword.lastIndex = end + 'endstream'.length;
  }
}

/** ASCIIHexDecode (§7.4.2): pairs of hex digits, white space ignored, `>` ends. */
function fromHex(data: Buffer): Buffer | null {
  const text = data.toString('latin1').replace(/\s/g, '');
  const body = text.endsWith('>') ? text.slice(0, -1) : text;
  if (!/^[0-9A-Fa-f]*$/.test(body)) return null;
  return Buffer.from(body.length % 2 ? `${body}0` : body, 'hex');
}

/**
 * Decodes what a stream's filters allow us to: FlateDecode (zlib), optionally behind
 * ASCIIHexDecode. Null when the stream is compressed some other way.
 */
function decodeStream(stream: Stream, budget: { left: number }): Buffer | null {
  const filters = [...namesIn(stream.dictionary.slice(stream.dictionary.indexOf('/Filter')))].filter((name) =>
    /Decode$/.test(name),
  );
  const hasFilter = stream.dictionary.includes('/Filter');
  if (!hasFilter) return stream.data;
  let data: Buffer | null = stream.data;
  for (const filter of filters) {
    if (!data) return null;
    if (filter === 'ASCIIHexDecode') data = fromHex(data);
    else if (filter === 'FlateDecode') {
      const maxOutputLength = Math.min(MAX_INFLATED_PER_STREAM, budget.left);
      try {
        data = inflateSync(data, {
          maxOutputLength,
          finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a missing end */,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new InspectionFailed();
        return null;
      }
      budget.left -= data.length;
    } else return null;
  }
  return data;
}

class InspectionFailed extends Error {}

/**
 * The first kind of active content found in a PDF, or null when it carries none (decision 0171).
 * Looks at the file's own syntax and inside every stream it can inflate, so names moved into
 * compressed object streams (PDF 1.5 /ObjStm) are seen too. An object stream it cannot decode
 * could hide anything, so it counts as uninspectable.
 */
export function findPdfThreat(bytes: Buffer): PdfThreat | null {
  const text = bytes.toString('latin1');
  const budget = { left: MAX_INFLATED_TOTAL };
  // The syntax outside the streams (a stream's raw bytes could spell a name by chance).
  let outside = '';
  let from = 0;
  try {
    for (const stream of streamsOf(bytes, text)) {
      const start = stream.data.byteOffset - bytes.byteOffset;
      outside += text.slice(from, start);
      from = start + stream.data.length;
      const names = [...namesIn(stream.dictionary)];
      // Pixels are not syntax: an image's inflated bytes are never read as names.
      if (names.includes('Image') && !names.includes('ObjStm')) continue;
      const decoded = decodeStream(stream, budget);
      if (!decoded) {
        if (names.includes('ObjStm')) return 'uninspectable';
        continue;
      }
      const threat = forbiddenIn(decoded.toString('latin1'));
      if (threat) return threat;
    }
  } catch (error) {
    if (error instanceof InspectionFailed) return 'uninspectable';
    throw error;
  }
  outside += text.slice(from);
  return forbiddenIn(outside);
}
