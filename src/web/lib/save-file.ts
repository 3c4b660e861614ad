import type { DownloadedFile } from './api-client';

/**
 * Hands a file fetched with the session cookie to the browser's download, through an object URL and
 * a temporary link (a plain link to the route could not show progress or the server's message on
 * failure).
 */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after click() returns; revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
