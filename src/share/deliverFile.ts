/** Hands a file to the phone's share sheet when it takes files, else saves it as a download. */

/** What became of the file: shared, downloaded, or the person closed the share sheet. */
export type Delivered = 'shared' | 'downloaded' | 'cancelled';

/** Starts a download of `file` under its own name (works offline: the bytes are already here). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const a = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** True where the share sheet accepts this file (phones); desktops fall back to a download. */
export function canShareFile(file: File): boolean {
  try {
    return !!navigator.canShare?.({ files: [file] });
  } catch {
    return false;
  }
}

/** Web Share with files where the phone offers it; a download otherwise (or when sharing fails). */
export async function deliverFile(file: File, title: string): Promise<Delivered> {
  if (canShareFile(file)) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (e) {
      if ((e as Error).name === 'AbortError') return 'cancelled';
    }
  }
  downloadFile(file);
  return 'downloaded';
}
