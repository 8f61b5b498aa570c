import { t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import type { Phase } from '$lib/rulesets/werewolf-chenqu';

/** A 沉取场 phase in words, the same on the director's desk and on the public screen. */
export function phaseLabel(p: Phase): string {
	if (p.kind === 'setup') return t(m['wwc.phase.setup']);
	if (p.kind === 'ended') return t(m['wwc.phase.ended']);
	if (p.kind === 'night')
		return p.n === 0 ? t(m['wwc.phase.night0']) : t(m['wwc.phase.night'], { n: p.n });
	return t(m['wwc.phase.day'], { n: p.n });
}
