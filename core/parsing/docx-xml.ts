/** Where one element sits in an XML string: the whole of it, and its content between the tags. */
export interface ElementRange {
  name: string;
  start: number;
  end: number;
  innerStart: number;
  innerEnd: number;
}

// Any tag, with quoted attribute values that may hold '>'; comments, CDATA and declarations.
const ANY_TAG =
  /<(\/?)([A-Za-z_][\w.:-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>|<!--[^]*?-->|<!\[CDATA\[[^]*?\]\]>|<[?!][^>]*>/g;

/**
 * The outermost elements of the given names in an XML string, in order; an element of one of
 * these names inside another is part of it. Unclosed elements are left out.
 */
export function findOutermostElements(xml: string, names: readonly string[]): ElementRange[] {
  // Only the tags of these names are looked at, which keeps a pass over a large body fast.
  const alternatives = names.map((name) => name.replace(/[.]/g, '\\.')).join('|');
  const tags = new RegExp(
    `<(/?)(${alternatives})(?=[\\s/>])(?:[^>"']|"[^"]*"|'[^']*')*?(/?)>`,
    'g',
  );
  const found: ElementRange[] = [];
  let open: { name: string; start: number; innerStart: number; depth: number } | null = null;
  for (const match of xml.matchAll(tags)) {
    const [tag, closing, name = '', selfClosing] = match;
    if (open && name !== open.name) continue;
    const position = match.index;
    const after = position + tag.length;
    if (!open) {
      if (closing) continue;
      if (selfClosing)
        found.push({ name, start: position, end: after, innerStart: after, innerEnd: after });
      else open = { name, start: position, innerStart: after, depth: 1 };
    } else if (!selfClosing) {
      open.depth += closing ? -1 : 1;
      if (open.depth === 0) {
        found.push({
          name,
          start: open.start,
          end: after,
          innerStart: open.innerStart,
          innerEnd: position,
        });
        open = null;
      }
    }
  }
  return found;
}

/** The elements directly inside an XML fragment (not those nested deeper), in order. */
export function listChildElements(xml: string): ElementRange[] {
  const children: ElementRange[] = [];
  const stack: { name: string; start: number; innerStart: number }[] = [];
  for (const match of xml.matchAll(ANY_TAG)) {
    const [tag, closing, name, selfClosing] = match;
    if (!name) continue;
    const position = match.index;
    const after = position + tag.length;
    if (selfClosing) {
      if (stack.length === 0)
        children.push({ name, start: position, end: after, innerStart: after, innerEnd: after });
    } else if (!closing) {
      stack.push({ name, start: position, innerStart: after });
    } else {
      const opened = stack.pop();
      if (opened && stack.length === 0)
        children.push({ ...opened, end: after, innerEnd: position });
    }
  }
  return children;
}

/** Text with the five predefined XML entities and character references decoded. */
export function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-fA-F]+);/g, (entity, name: string) => {
    switch (name) {
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      case 'amp':
        return '&';
      default: {
        const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
    }
  });
}
