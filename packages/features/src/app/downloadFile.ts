/**
 * Hands a file to the browser as a download. A CSV gets a byte order mark, so that spreadsheet
 * programs read the UTF-8 (Arabic names) as such.
 */
export function downloadFile(file: Blob, filename: string) {
  const content = filename.endsWith('.csv')
    ? new Blob(['\uFEFF', file], { type: file.type || 'text/csv;charset=utf-8' })
    : file;
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
