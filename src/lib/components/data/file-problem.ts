import { formatBytes, locale, t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import type { TextFileProblem } from '$lib/state/text-file';

/** Why a picked file was refused before anything was imported, in the storyteller's language. */
export function fileProblemText(name: string, problem: TextFileProblem): string {
	if (problem.kind === 'too-large')
		return t(m['rel.file.tooLarge'], {
			name,
			size: formatBytes(problem.size, locale.current),
			limit: formatBytes(problem.limit, locale.current)
		});
	if (problem.kind === 'not-text')
		return t(m['rel.file.notText'], {
			name,
			byte: problem.byte + 1,
			encoding: problem.encoding
		});
	return t(m['rel.file.unreadable'], { name, detail: problem.detail });
}
