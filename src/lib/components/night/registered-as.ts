import { t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import type { RegisteredAs } from '$lib/rulesets/botc/answers';

// Apart from answer-text.ts, which the history list loads with the grimoire: only the answer
// and choice panels need these words.

/** What a Recluse or Spy registers as, in words ("a Minion"). */
export function asText(as: RegisteredAs): string {
	return t(
		{
			good: m['answers.as.good'],
			evil: m['answers.as.evil'],
			townsfolk: m['answers.as.townsfolk'],
			outsider: m['answers.as.outsider'],
			minion: m['answers.as.minion'],
			demon: m['answers.as.demon']
		}[as]
	);
}
