/** Saving files in the browser: a single-use ticket link opened as a download, or a Blob saved under a name. */

function click(href: string, download: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = download;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Opens a ticket link as a download (the server names the file; the ticket is the credential). */
export function openDownload(url: string): void {
  click(url, '');
}

/** Saves a file fetched with the request layer (a template). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  click(url, name);
  // Revoked later: the download starts from the click, but some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
