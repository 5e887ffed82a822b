import { crc32, deflateRawSync } from 'node:zlib';

const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'mc:Ignorable="w14 wps"',
].join(' ');

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CONTENT_TYPES = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

// The separators every notes part starts with; Word never shows them as notes.
const NOTE_SEPARATORS = (kind: 'footnote' | 'endnote') =>
  `<w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}>` +
  `<w:${kind} w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:${kind}>`;

/** The WordprocessingML of a document's stories: the body's, and its notes' if it has any. */
export interface DocxStories {
  body: string;
  /** `<w:footnote w:id="1">...</w:footnote>` elements. */
  footnotes?: string;
  endnotes?: string;
}

/**
 * A Word document written from raw WordprocessingML, for the constructs the `docx` package
 * cannot make: content controls, DrawingML text boxes with and without a VML fallback, simple
 * fields. A real zip (deflated, with CRCs) holding the parts Word writes for these stories.
 */
export function makeDocxFromXml(stories: DocxStories): Uint8Array {
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${CONTENT_TYPES}.document.main+xml"/><Override PartName="/word/footnotes.xml" ContentType="${CONTENT_TYPES}.footnotes+xml"/><Override PartName="/word/endnotes.xml" ContentType="${CONTENT_TYPES}.endnotes+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ],
    [
      'word/_rels/document.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/footnotes" Target="footnotes.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/endnotes" Target="endnotes.xml"/></Relationships>`,
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NAMESPACES}><w:body>${stories.body}<w:sectPr/></w:body></w:document>`,
    ],
  ];
  for (const [kind, notes] of [
    ['footnote', stories.footnotes],
    ['endnote', stories.endnotes],
  ] as const) {
    if (notes === undefined) continue;
    parts.push([
      `word/${kind}s.xml`,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:${kind}s ${NAMESPACES}>${NOTE_SEPARATORS(kind)}${notes}</w:${kind}s>`,
    ]);
  }
  return writeZip(parts.map(([name, text]) => [name, new TextEncoder().encode(text)]));
}

/** A zip of deflated entries: local headers, data, then the central directory. */
function writeZip(files: [string, Uint8Array][]): Uint8Array {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes, compressed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directoryBytes, end]));
}
