/** A file's text in pieces as it is read (UTF-8; a byte-order mark is kept for the reader to drop): large archives are never one string (issue 18). */
export async function* fileChunks(file: Blob): AsyncIterable<string> {
  const reader = file.stream().getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    yield decoder.decode(value, { stream: true });
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}
