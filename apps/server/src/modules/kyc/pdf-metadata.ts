/**
 * A PDF's metadata blanked in place (issue 30: a document is stored without what its maker's software wrote about the
 * person, the device and the time): the values of the document information dictionary's entries (author, creator,
 * producer, title, subject, keywords, dates) and every XMP packet are overwritten with blanks of the same length, so
 * every byte offset the file's cross-reference table names stays right and the file opens as before. A compressed
 * XMP stream (rare: the format recommends them uncompressed) is left as it is.
 */
const INFO_KEY = /\/(Author|Creator|Producer|Title|Subject|Keywords|CreationDate|ModDate)\b/g;
const XMP_PACKET = /<x:xmpmeta[\s\S]*?<\/x:xmpmeta>/g;

/** Where the literal string that starts at `open` ends (its closing parenthesis), nested parentheses and escapes counted. */
function literalEnd(text: string, open: number) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

export function withoutPdfMetadata(bytes: Buffer): Buffer {
  // latin1: one character per byte, so a position in the text is an offset in the file
  const text = bytes.toString('latin1');
  const out = Buffer.from(bytes);
  const SPACE = 0x20;
  for (const key of text.matchAll(INFO_KEY)) {
    let at = key.index + key[0].length;
    while (/\s/.test(text[at] ?? '')) at++;
    if (text[at] === '(') {
      const end = literalEnd(text, at);
      if (end > at) out.fill(SPACE, at + 1, end);
    } else if (text[at] === '<' && text[at + 1] !== '<') {
      const end = text.indexOf('>', at);
      for (let i = at + 1; i < end; i++) if (/[0-9A-Fa-f]/.test(text[i]!)) out[i] = 0x30;
    }
  }
  for (const packet of text.matchAll(XMP_PACKET)) out.fill(SPACE, packet.index, packet.index + packet[0].length);
  return out;
}
