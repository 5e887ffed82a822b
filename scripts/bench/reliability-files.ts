import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makePdf } from '../../tests/support/make-documents.test-support.ts';
import { createRandom } from '../train/random.ts';
import { deflatedRun, writeZip } from './reliability-zip.ts';

/**
 * The hostile uploads of `npm run bench reliability`: each case is a file (its name, bytes and
 * declared type) or a malformed multipart body, with a `kind` naming what it tries. Every case
 * carries a fresh nonce, so no two are the same bytes (a repeat would be answered as a duplicate).
 */

export type MalformedMultipart =
  | 'no-boundary'
  | 'no-closing-boundary'
  | 'boundary-mismatch'
  | 'wrong-field-name'
  | 'two-files'
  | 'not-multipart-json'
  | 'aborted-mid-body'
  | 'huge-part-header'
  | 'many-fields'
  | 'field-without-filename'
  | 'preamble-junk'
  | 'no-content-type';

export interface FuzzCase {
  kind: string;
  fileName: string;
  bytes: Uint8Array;
  contentType: string;
  /** A malformed body instead of a well-formed multipart upload of `bytes`. */
  malformed?: MalformedMultipart;
}

export interface FuzzContext {
  /** A loopback URL whose hits the bench counts: an XXE that fetches it is resolved. */
  canaryUrl: string;
  /** Bytes of the run of spaces with no line break after it (see `txt/whitespace-run`). */
  whitespaceRunBytes: number;
  projectRoot: string;
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) =>
  Math.floor(low + random() * (high - low + 1));
const nonce = () => randomBytes(6).toString('hex');
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TXT_TYPE = 'text/plain';

let contractText: string | undefined;
/** A short contract we wrote ourselves (tests/fixtures), for the cases that need real text. */
export function loadContractText(projectRoot: string): string {
  contractText ??= readFileSync(
    path.join(projectRoot, 'tests', 'fixtures', 'contracts', 'consulting-agreement.txt'),
    'utf8',
  );
  return contractText;
}

// ---------------------------------------------------------------- DOCX

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CONTENT_TYPES_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="word/document.xml"/></Relationships>`;

const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const documentXml = (body: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${W_NS}" xmlns:r="${REL_NS}"><w:body>${body}<w:sectPr/></w:body></w:document>`;
const contractParagraphs = (projectRoot: string) =>
  loadContractText(projectRoot)
    .split(/\n+/)
    .filter(Boolean)
    .slice(0, 12)
    .map((line) => paragraph(line.replace(/[<&>]/g, ' ')))
    .join('');

function docx(parts: { name: string; data: string | Uint8Array }[]): Uint8Array {
  return writeZip([
    { name: '[Content_Types].xml', data: utf8(CONTENT_TYPES_XML) },
    { name: '_rels/.rels', data: utf8(ROOT_RELS) },
    ...parts.map((part) => ({
      name: part.name,
      data: typeof part.data === 'string' ? utf8(part.data) : part.data,
    })),
    { name: `docProps/nonce-${nonce()}.xml`, data: utf8(`<n>${nonce()}</n>`) },
  ]);
}

async function zipBomb(random: Random, lying: boolean, part: string): Promise<Uint8Array> {
  const megabytes = pick(random, [256, 512, 1024]);
  const deflated = await deflatedRun(megabytes);
  const bombEntry = {
    name: part,
    deflated,
    declaredSize: lying ? between(random, 200, 5000) : megabytes * 1024 * 1024,
    crc: 0,
  };
  const entries = [
    { name: '[Content_Types].xml', data: utf8(CONTENT_TYPES_XML) },
    { name: '_rels/.rels', data: utf8(ROOT_RELS) },
    part === 'word/document.xml'
      ? bombEntry
      : { name: 'word/document.xml', data: utf8(documentXml(paragraph(`Bomb ${nonce()}`))) },
    ...(part === 'word/document.xml' ? [] : [bombEntry]),
    { name: `docProps/nonce-${nonce()}.xml`, data: utf8('<n/>') },
  ];
  return writeZip(entries);
}

// ---------------------------------------------------------------- PDF

/** A PDF from object bodies (object n is bodies[n-1]) with a correct cross-reference table. */
function buildPdf(bodies: (string | Buffer)[], trailerExtra = ''): Buffer {
  const header = Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n% ${nonce()}\n`, 'latin1');
  const chunks: Buffer[] = [header];
  let length = header.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const piece = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(piece);
    length += piece.length;
  });
  const xref =
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

const stream = (content: string | Buffer, dictionary = '') => {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  return Buffer.concat([
    Buffer.from(`<< /Length ${bytes.length}${dictionary} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const TEXT = (line: string) => `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;
/** Catalog, pages, one page (its extra entries added), its content, the font. */
function onePagePdf(content: string | Buffer, pageExtra = '', more: (string | Buffer)[] = []) {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>${pageExtra} >>`,
    stream(content),
    FONT,
    ...more,
  ]);
}

function zlibWrap(rawDeflate: Uint8Array): Buffer {
  // zlib header, the raw deflate, and an Adler-32 left at zero (readers rarely check it).
  return Buffer.concat([Buffer.from([0x78, 0xda]), Buffer.from(rawDeflate), Buffer.alloc(4)]);
}

// ---------------------------------------------------------------- the cases

type Maker = (random: Random, context: FuzzContext) => Promise<FuzzCase> | FuzzCase;

const HOSTILE_NAMES: readonly string[] = [
  '../../../../../../etc/passwd',
  '..\\..\\..\\..\\windows\\system32\\drivers\\etc\\hosts.txt',
  '/absolute/path/contract.txt',
  'null\u0000byte.txt',
  'bell\u0007escape\u001b[31mred.txt',
  'tab\tand\u007fdelete.txt',
  `${'long-name-'.repeat(30)}.txt`,
  `${'x'.repeat(300)}.txt`,
  '\u202eexe.txt',
  '\u200f\u061c\u0645\u0639\u0627\u0647\u062f\u0629.txt',
  'quote"name.txt',
  "semi;colon='x'.txt",
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd.txt',
  '\ud83d\udcdc contract \u2728.txt',
  'CON.txt',
  'contract.txt\u0000.exe',
  '   ',
  '..',
  'e\u0301\u0301\u0301\u0301ccents.txt',
  `${'\u202e'.repeat(200)}.txt`,
];

const MALFORMED: readonly MalformedMultipart[] = [
  'no-boundary',
  'no-closing-boundary',
  'boundary-mismatch',
  'wrong-field-name',
  'two-files',
  'not-multipart-json',
  'aborted-mid-body',
  'huge-part-header',
  'many-fields',
  'field-without-filename',
  'preamble-junk',
  'no-content-type',
];

const withName = (name: string, type: 'pdf' | 'docx' | 'txt') => `${name}-${nonce()}.${type}`;

/** A contract whose document part declares `doctype`; where it defines `&xxe;`, the text uses it. */
function xxeDocx(name: string, doctype: string, projectRoot: string): FuzzCase {
  const entity = doctype.includes('<!ENTITY xxe ') ? paragraph('&xxe;') : '';
  const body = paragraph('SERVICES AGREEMENT') + entity + contractParagraphs(projectRoot);
  return {
    kind: '',
    fileName: withName(name, 'docx'),
    bytes: docx([{ name: 'word/document.xml', data: documentXml(body, doctype) }]),
    contentType: DOCX_TYPE,
  };
}
const TYPE_OF = { pdf: PDF_TYPE, docx: DOCX_TYPE, txt: TXT_TYPE } as const;

/** Every kind of hostile file, one maker each; the fuzz takes them in turn. */
export const FUZZ_KINDS: Record<string, Maker> = {
  // ---- DOCX
  'docx/zip-bomb (sizes declared)': async (random) => ({
    kind: '',
    fileName: withName('bomb', 'docx'),
    bytes: await zipBomb(random, false, 'word/document.xml'),
    contentType: DOCX_TYPE,
  }),
  'docx/zip-bomb (sizes lied about)': async (random) => ({
    kind: '',
    fileName: withName('bomb-lying', 'docx'),
    bytes: await zipBomb(
      random,
      true,
      pick(random, ['word/document.xml', 'word/styles.xml', 'word/numbering.xml']),
    ),
    contentType: DOCX_TYPE,
  }),
  'docx/zip-bomb in an image part (lied about)': async (random, context) => {
    const deflated = await deflatedRun(pick(random, [256, 512]), 0);
    const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="${REL_NS}/image" Target="media/image1.png"/></Relationships>`;
    const drawing = `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="100" cy="100"/><wp:docPr id="1" name="p"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="p"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rId9"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
    return {
      kind: '',
      fileName: withName('image-bomb', 'docx'),
      bytes: writeZip([
        { name: '[Content_Types].xml', data: utf8(CONTENT_TYPES_XML) },
        { name: '_rels/.rels', data: utf8(ROOT_RELS) },
        {
          name: 'word/document.xml',
          data: utf8(documentXml(contractParagraphs(context.projectRoot) + drawing)),
        },
        { name: 'word/_rels/document.xml.rels', data: utf8(rels) },
        { name: 'word/media/image1.png', deflated, declaredSize: 4096, crc: 0 },
        { name: `docProps/${nonce()}.xml`, data: utf8('<n/>') },
      ]),
      contentType: DOCX_TYPE,
    };
  },
  'docx/6,000 zip entries': (random) => {
    const count = pick(random, [5_001, 6_000, 20_000]);
    return {
      kind: '',
      fileName: withName('many-entries', 'docx'),
      bytes: writeZip([
        { name: '[Content_Types].xml', data: utf8(CONTENT_TYPES_XML) },
        { name: 'word/document.xml', data: utf8(documentXml(paragraph(`Entries ${nonce()}`))) },
        ...Array.from({ length: count }, (_, index) => ({
          name: `word/media/e${index}.bin`,
          data: utf8('x'),
        })),
      ]),
      contentType: DOCX_TYPE,
    };
  },
  'docx/XXE file:///etc/passwd': (_random, context) =>
    xxeDocx(
      'xxe-file',
      `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>`,
      context.projectRoot,
    ),
  'docx/XXE http to a loopback canary': (_random, context) =>
    xxeDocx(
      'xxe-http',
      `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "${context.canaryUrl}/entity-${nonce()}">]>`,
      context.projectRoot,
    ),
  'docx/XXE parameter entity + external DTD': (_random, context) =>
    xxeDocx(
      'xxe-dtd',
      `<!DOCTYPE w:document SYSTEM "${context.canaryUrl}/dtd-${nonce()}.dtd" [<!ENTITY % remote SYSTEM "${context.canaryUrl}/param-${nonce()}">%remote;]>`,
      context.projectRoot,
    ),
  'docx/billion laughs (entity expansion)': (random) => {
    const levels = between(random, 8, 10);
    let entities = '<!ENTITY lol0 "lolololololololololololololololololololololololol">';
    for (let level = 1; level <= levels; level++)
      entities += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
    return {
      kind: '',
      fileName: withName('laughs', 'docx'),
      bytes: docx([
        {
          name: 'word/document.xml',
          data: documentXml(
            paragraph('AGREEMENT') + paragraph(`&lol${levels};`),
            `<!DOCTYPE w:document [${entities}]>`,
          ),
        },
      ]),
      contentType: DOCX_TYPE,
    };
  },
  'docx/deeply nested XML elements': (random) => {
    const depth = pick(random, [10_000, 100_000, 400_000]);
    const element = pick(random, ['w:sdt><w:sdtContent', 'w:tbl><w:tr><w:tc', 'w:ins']);
    const open = `<${element}>`.repeat(depth);
    const close = element
      .split('><')
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
      .repeat(depth);
    return {
      kind: '',
      fileName: withName('deep-xml', 'docx'),
      bytes: docx([
        {
          name: 'word/document.xml',
          data: documentXml(`${open}${paragraph('AGREEMENT')}${close}`),
        },
      ]),
      contentType: DOCX_TYPE,
    };
  },
  'docx/broken zip (junk after PK header)': (random) => {
    const junk = randomBytes(between(random, 2_000, 400_000));
    const marker = Buffer.from('word/document.xml', 'latin1');
    return {
      kind: '',
      fileName: withName('broken-zip', 'docx'),
      bytes: new Uint8Array(
        Buffer.concat([
          Buffer.from([0x50, 0x4b, 0x03, 0x04]),
          junk.subarray(0, junk.length / 2),
          marker,
          junk.subarray(junk.length / 2),
        ]),
      ),
      contentType: DOCX_TYPE,
    };
  },
  'docx/central directory lies (offsets past the end)': (random, context) => {
    const bytes = Buffer.from(
      docx([
        { name: 'word/document.xml', data: documentXml(contractParagraphs(context.projectRoot)) },
      ]),
    );
    // Point every central-directory entry's local header offset somewhere wrong.
    for (let index = 0; index + 46 < bytes.length; index++) {
      if (bytes.readUInt32LE(index) === 0x02014b50)
        bytes.writeUInt32LE(pick(random, [0xfffffff0, bytes.length - 10, 7]), index + 42);
    }
    return {
      kind: '',
      fileName: withName('cd-lies', 'docx'),
      bytes: new Uint8Array(bytes),
      contentType: DOCX_TYPE,
    };
  },
  // ---- PDF
  'pdf/deeply nested arrays': (random) => {
    const depth = pick(random, [10_000, 100_000, 500_000]);
    return {
      kind: '',
      fileName: withName('deep-array', 'pdf'),
      bytes: new Uint8Array(
        onePagePdf(TEXT('AGREEMENT'), ` /Junk ${'['.repeat(depth)}${']'.repeat(depth)}`),
      ),
      contentType: PDF_TYPE,
    };
  },
  'pdf/deeply nested dictionaries': (random) => {
    const depth = pick(random, [10_000, 100_000, 300_000]);
    return {
      kind: '',
      fileName: withName('deep-dict', 'pdf'),
      bytes: new Uint8Array(
        onePagePdf(TEXT('AGREEMENT'), ` /Junk ${'<< /A '.repeat(depth)}${'>> '.repeat(depth)}`),
      ),
      contentType: PDF_TYPE,
    };
  },
  'pdf/deep page tree': (random) => {
    const depth = pick(random, [1_000, 10_000, 50_000]);
    // Objects: 1 catalog, 2..depth+1 Pages nodes each the parent of the next, then page, content, font.
    const bodies: (string | Buffer)[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
    for (let level = 0; level < depth; level++)
      bodies.push(`<< /Type /Pages /Kids [${level + 3} 0 R] /Count 1 >>`);
    const page = depth + 2;
    bodies[page - 1] =
      `<< /Type /Page /MediaBox [0 0 612 792] /Contents ${page + 1} 0 R /Resources << /Font << /F1 ${page + 2} 0 R >> >> >>`;
    return {
      kind: '',
      fileName: withName('deep-tree', 'pdf'),
      bytes: new Uint8Array(buildPdf([...bodies, stream(TEXT('AGREEMENT')), FONT])),
      contentType: PDF_TYPE,
    };
  },
  'pdf/cyclic page tree': (random) => ({
    kind: '',
    fileName: withName('cycle', 'pdf'),
    bytes: new Uint8Array(
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        pick(random, [
          '<< /Type /Pages /Kids [2 0 R] /Count 1 >>',
          '<< /Type /Pages /Kids [3 0 R 3 0 R] /Count 2 >>',
        ]),
        '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
      ]),
    ),
    contentType: PDF_TYPE,
  }),
  'pdf/nested content stream operators': (random) => {
    const depth = pick(random, [50_000, 200_000, 1_000_000]);
    const content = pick(random, [
      `${'q '.repeat(depth)}${TEXT('AGREEMENT')}${' Q'.repeat(depth)}`,
      `${'BT '.repeat(depth)}/F1 12 Tf (AGREEMENT) Tj${' ET'.repeat(depth)}`,
      `BT /F1 12 Tf 72 720 Td ${'['.repeat(depth)}(AGREEMENT)${']'.repeat(depth)} TJ ET`,
      `BT /F1 12 Tf 72 720 Td ${'(A) Tj '.repeat(depth)} ET`,
    ]);
    return {
      kind: '',
      fileName: withName('deep-content', 'pdf'),
      bytes: new Uint8Array(onePagePdf(content)),
      contentType: PDF_TYPE,
    };
  },
  'pdf/self-drawing form XObject (recursion)': (random) => {
    // A form that draws `other` (itself, or a second form that draws the first).
    const xobject = (other: number) =>
      stream(
        `/X${other} Do ${TEXT('AGREEMENT')}`,
        ` /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X${other} ${other} 0 R >> /Font << /F1 5 0 R >> >>`,
      );
    const mutual = random() < 0.5;
    return {
      kind: '',
      fileName: withName('xobject-loop', 'pdf'),
      bytes: new Uint8Array(
        onePagePdf('/X6 Do', ' /Resources << /XObject << /X6 6 0 R >> /Font << /F1 5 0 R >> >>', [
          xobject(mutual ? 7 : 6),
          xobject(6),
        ]),
      ),
      contentType: PDF_TYPE,
    };
  },
  'pdf/FlateDecode bomb in the content stream': async (random) => {
    const deflated = await deflatedRun(pick(random, [256, 512, 1024]));
    const bomb = Buffer.concat([
      Buffer.from(`<< /Length ${deflated.length + 6} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      zlibWrap(deflated),
      Buffer.from('\nendstream', 'latin1'),
    ]);
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R 6 0 R] /Resources << /Font << /F1 5 0 R >> >> >>',
      bomb,
      FONT,
      stream(TEXT('AGREEMENT')),
    ]);
    return {
      kind: '',
      fileName: withName('flate-bomb', 'pdf'),
      bytes: new Uint8Array(pdf),
      contentType: PDF_TYPE,
    };
  },
  'pdf/truncated': async (random, context) => {
    const lines = loadContractText(context.projectRoot).split('\n').slice(0, 30);
    const whole = await makePdf([lines, lines, [`nonce ${nonce()}`]]);
    const cut = Math.max(16, Math.floor(whole.length * (0.05 + random() * 0.9)));
    return {
      kind: '',
      fileName: withName('truncated', 'pdf'),
      bytes: whole.slice(0, cut),
      contentType: PDF_TYPE,
    };
  },
  'pdf/lying xref and trailer': (random) => {
    const variant = between(random, 0, 5);
    let text = onePagePdf(TEXT(`AGREEMENT ${nonce()}`)).toString('latin1');
    if (variant === 0)
      text = text.replace(
        /(\d{10}) 00000 n/g,
        () => `${String(between(random, 0, 99_999_999)).padStart(10, '0')} 00000 n`,
      );
    if (variant === 1) text = text.replace(/startxref\n\d+/, 'startxref\n9999999999');
    if (variant === 2) text = text.replace(/\/Size \d+/, '/Size 2147483647');
    if (variant === 3)
      text = text.replace('/Count 1', `/Count ${pick(random, [100_000, 2_147_483_647, -1])}`);
    if (variant === 4)
      text = text.replace(/trailer\n<</, `trailer\n<< /Prev ${text.indexOf('xref')}`);
    if (variant === 5) text = text.replace(/0 6\n/, '0 99999999\n');
    return {
      kind: '',
      fileName: withName('lying-xref', 'pdf'),
      bytes: latin1(text),
      contentType: PDF_TYPE,
    };
  },
  'pdf/xref stream with absurd field widths': () => {
    const xrefStream = stream(
      '\x01\x00\x00',
      ' /Type /XRef /Size 7 /W [2147483647 4 4] /Root 1 0 R',
    );
    const base = onePagePdf(TEXT('AGREEMENT')).toString('latin1');
    const cut = base.indexOf('xref\n');
    const text = `${base.slice(0, cut)}7 0 obj\n${xrefStream.toString('latin1')}\nendobj\nstartxref\n${cut}\n%%EOF\n`;
    return {
      kind: '',
      fileName: withName('xref-stream', 'pdf'),
      bytes: latin1(text),
      contentType: PDF_TYPE,
    };
  },
  'pdf/header then binary junk': (random) => ({
    kind: '',
    fileName: withName('junk', 'pdf'),
    bytes: new Uint8Array(
      Buffer.concat([
        Buffer.from('%PDF-1.7\n', 'latin1'),
        randomBytes(between(random, 100, 2_000_000)),
      ]),
    ),
    contentType: PDF_TYPE,
  }),
  // ---- text
  'txt/one huge line of words': (random, context) => {
    const words = loadContractText(context.projectRoot).replace(/\s+/g, ' ');
    const target = pick(random, [1_000_000, 1_400_000, 4_000_000, 8_000_000]);
    return {
      kind: '',
      fileName: withName('huge-line', 'txt'),
      bytes: utf8(`${nonce()} ${words.repeat(Math.ceil(target / words.length)).slice(0, target)}`),
      contentType: TXT_TYPE,
    };
  },
  'txt/one huge line with no spaces': (random) => ({
    kind: '',
    fileName: withName('no-spaces', 'txt'),
    bytes: utf8(`${nonce()}${'a'.repeat(pick(random, [500_000, 1_400_000, 6_000_000]))}`),
    contentType: TXT_TYPE,
  }),
  'txt/many 100k-character lines': (random, context) => {
    const words = loadContractText(context.projectRoot).replace(/\s+/g, ' ');
    const line = words.repeat(Math.ceil(100_000 / words.length)).slice(0, 100_000);
    return {
      kind: '',
      fileName: withName('long-lines', 'txt'),
      bytes: utf8(`${nonce()}\n${`${line}\n`.repeat(between(random, 2, 14))}`),
      contentType: TXT_TYPE,
    };
  },
  'txt/run of spaces with no line break after it': (random, context) => ({
    kind: '',
    fileName: withName('whitespace-run', 'txt'),
    bytes: utf8(
      `SERVICES AGREEMENT ${nonce()}\n${pick(random, [' ', '\t', ' \t'])
        .repeat(context.whitespaceRunBytes)
        .slice(0, context.whitespaceRunBytes)}x`,
    ),
    contentType: TXT_TYPE,
  }),
  'txt/9.5 MB of plain ASCII (over 500 pages)': (_random, context) => {
    const text = loadContractText(context.projectRoot);
    return {
      kind: '',
      fileName: withName('big-ascii', 'txt'),
      bytes: utf8(
        `${nonce()}\n${text.repeat(Math.ceil(9_961_472 / text.length))}`.slice(0, 9_961_472),
      ),
      contentType: TXT_TYPE,
    };
  },
  'txt/invalid UTF-8 and odd UTF-16': (random) => {
    const variant = between(random, 0, 2);
    const body =
      variant === 0
        ? Buffer.from(
            Array.from({ length: between(random, 100, 200_000) }, () =>
              between(random, 0x80, 0xff),
            ),
          )
        : variant === 1
          ? Buffer.concat([
              Buffer.from([0xff, 0xfe]),
              randomBytes(between(random, 1, 50_000) * 2 + 1),
            ])
          : Buffer.concat([
              Buffer.from([0xfe, 0xff]),
              Buffer.from('\ud800\udc00\ud800'.repeat(10_000), 'utf16le'),
            ]);
    return {
      kind: '',
      fileName: withName('encoding', 'txt'),
      bytes: new Uint8Array(Buffer.concat([Buffer.from(nonce()), body])),
      contentType: TXT_TYPE,
    };
  },
  'txt/only whitespace, form feeds or control bytes': (random) => {
    const variant = between(random, 0, 2);
    const size = between(random, 10, 500_000);
    const body =
      variant === 0
        ? ' \n\t\r'.repeat(size)
        : variant === 1
          ? `${'AGREEMENT\f'.repeat(600)}`
          : `AGREEMENT ${'\u0001'.repeat(size / 200)}${'a'.repeat(size)}`;
    return {
      kind: '',
      fileName: withName('blank', 'txt'),
      bytes: utf8(variant === 0 ? body : `${nonce()} ${body}`),
      contentType: TXT_TYPE,
    };
  },
  // ---- any kind
  'any/binary junk named .pdf/.docx/.txt': (random) => {
    const type = pick(random, ['pdf', 'docx', 'txt'] as const);
    return {
      kind: '',
      fileName: withName('junk', type),
      bytes: new Uint8Array(randomBytes(between(random, 1, 3_000_000))),
      contentType: TYPE_OF[type],
    };
  },
  'any/0-byte file': (random) => {
    const type = pick(random, ['pdf', 'docx', 'txt'] as const);
    return {
      kind: '',
      fileName: withName('empty', type),
      bytes: new Uint8Array(),
      contentType: TYPE_OF[type],
    };
  },
  'any/11 MB file (over the 10 MB limit)': (random) => {
    const type = pick(random, ['pdf', 'docx', 'txt'] as const);
    const head =
      type === 'pdf'
        ? '%PDF-1.7\n'
        : type === 'docx'
          ? 'PK\u0003\u0004word/document.xml'
          : 'AGREEMENT\n';
    const fill =
      type === 'txt' ? Buffer.alloc(11 * 1024 * 1024, 'a') : randomBytes(11 * 1024 * 1024);
    return {
      kind: '',
      fileName: withName('oversize', type),
      bytes: new Uint8Array(Buffer.concat([Buffer.from(`${head}${nonce()}`, 'latin1'), fill])),
      contentType: TYPE_OF[type],
    };
  },
  'name/hostile file name (traversal, control, 300 chars, RTL)': (random, context) => ({
    kind: '',
    fileName: pick(random, HOSTILE_NAMES),
    bytes: utf8(`${loadContractText(context.projectRoot)}\nReference ${nonce()}\n`),
    contentType: TXT_TYPE,
  }),
  'multipart/malformed body': (random, context) => ({
    kind: '',
    fileName: withName('contract', 'txt'),
    bytes: utf8(`${loadContractText(context.projectRoot)}\nReference ${nonce()}\n`),
    contentType: TXT_TYPE,
    malformed: pick(random, MALFORMED),
  }),
};

/** The cases of one fuzz run: the kinds in turn, `count` in all. */
export async function* generateFuzzCases(
  count: number,
  seed: number,
  context: FuzzContext,
): AsyncGenerator<FuzzCase> {
  const random = createRandom(seed);
  const kinds = Object.entries(FUZZ_KINDS);
  for (let index = 0; index < count; index++) {
    const entry = kinds[index % kinds.length];
    if (!entry) return;
    const [kind, make] = entry;
    const made = await make(random, context);
    yield { ...made, kind: made.malformed ? `multipart/${made.malformed}` : kind };
  }
}
