/** Reads a file in the browser chunk by chunk, reporting the bytes read so far; nothing is kept. */
export async function readFileWithProgress(file: Blob, onProgress: (loaded: number) => void): Promise<void> {
  const reader = file.stream().getReader();
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    loaded += value.byteLength;
    onProgress(loaded);
  }
}
