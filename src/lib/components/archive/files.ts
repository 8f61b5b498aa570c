import { downloadBlob } from '../data/download';

/**
 * Offers a file to the system share sheet where the device can share files (Web Share API
 * level 2), else downloads it. Resolves to what happened; a share the user closed is 'cancelled'.
 */
export async function shareOrDownload(
	file: File,
	title: string
): Promise<'shared' | 'downloaded' | 'cancelled'> {
	const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
	if (typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
		try {
			await nav.share({ files: [file], title });
			return 'shared';
		} catch (error) {
			if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
			// Not allowed here (no user gesture left, a policy): the download still works.
		}
	}
	downloadBlob(file.name, file);
	return 'downloaded';
}
