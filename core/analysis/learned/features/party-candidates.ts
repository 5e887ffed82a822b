import type { Candidate } from './candidate.ts';
import { addContextFeatures, addSpanWords, getPositionBucket } from './context-features.ts';

const COMPANY_FORM =
  '(?:Inc|Incorporated|Corp|Corporation|Co|Company|LLC|L\\.L\\.C|Ltd|Limited|LP|L\\.P|LLP|PLC|plc|GmbH|AG|S\\.A|N\\.V|B\\.V|Pty|Trust|Bank|Partners|Group|Holdings)\\.?';
// A run of capitalised words ending in a company form: "Acme Widgets, Inc."
const COMPANY_NAME = new RegExp(`\\b(?:[A-Z][\\w&'’.-]*,?\\s+){1,7}${COMPANY_FORM}(?![\\w])`, 'g');
// A defined name in quotes, as in (the "Distributor") or ("ACME").
const DEFINED_NAME = /[“"]([A-Z][\w&'’ .-]{1,40})[”"]/g;
const HEAD_CHARACTERS = 4000;

/** Party names near the top of the document and in the signature block. */
export function buildPartyCandidates(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const signature = text.search(/IN WITNESS WHEREOF/i);
  const regions: [number, number, string][] = [[0, Math.min(text.length, HEAD_CHARACTERS), 'head']];
  if (signature > 0) regions.push([signature, Math.min(text.length, signature + 3000), 'sign']);
  for (const [regionStart, regionEnd, region] of regions) {
    const slice = text.slice(regionStart, regionEnd);
    const add = (start: number, end: number, kind: string) => {
      const key = `${start}:${end}`;
      if (end - start < 2 || seen.has(key)) return;
      seen.add(key);
      const value = text.slice(start, end);
      const features = [
        'party:bias',
        `party:${kind}`,
        `party:${region}`,
        `party:pos${getPositionBucket(start)}`,
      ];
      features.push(`party:nw${Math.min(8, value.split(/\s+/).length)}`);
      addSpanWords(features, value, 'party:w:');
      addContextFeatures(text, start, end, features, 'party:');
      candidates.push({ start, end, kind: 'party', features });
    };
    for (const match of slice.matchAll(COMPANY_NAME)) {
      const start = regionStart + match.index;
      add(start, start + match[0].length, 'company');
    }
    for (const match of slice.matchAll(DEFINED_NAME)) {
      const name = match[1] ?? '';
      const start = regionStart + match.index + match[0].indexOf(name);
      add(start, start + name.trimEnd().length, 'defined');
    }
  }
  return candidates;
}
