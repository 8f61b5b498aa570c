// A rejection's message as written (no rule set's words, parameters not filled), by its code:
// for the backup report, which quotes the engine's reasons in English.
import { template } from './compiled';
import type { Locale } from './locales';
import { rejectionMessage } from './reject-messages';

/** The template of `reject.<code>` in `locale`, or undefined when the code has no message. */
export function rejectionTemplate(code: string, locale: Locale): string | undefined {
	const message = rejectionMessage(code);
	return message && template(message, locale);
}
