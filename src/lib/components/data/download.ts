/** Hands a file to the browser's download (on a tablet: its save sheet). */
export function downloadBlob(name: string, blob: Blob): void {
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	link.rel = 'noopener';
	document.body.append(link);
	link.click();
	link.remove();
	// Some browsers read the blob after click() returns.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands a text file (JSON) to the browser's download (on a tablet: the share/save sheet). */
export function downloadText(name: string, text: string): void {
	downloadBlob(name, new Blob([text], { type: 'application/json' }));
}

/** The language-neutral phase code of the games list (`night:2`) as words, or null. */
export function phaseParts(
	code: string
): { kind: 'setup' | 'night' | 'day' | 'ended'; n: number } | null {
	const m = /^(setup|ended)$|^(night|day):(\d{1,4})$/.exec(code);
	if (!m) return null;
	if (m[1]) return { kind: m[1] as 'setup' | 'ended', n: 0 };
	return { kind: m[2] as 'night' | 'day', n: Number(m[3]) };
}
