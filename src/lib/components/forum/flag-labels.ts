import type { AnyMessage } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import type { ActionFlag } from '$lib/rulesets/forum/actions';
import type { Flag } from '$lib/rulesets/forum/thread';

/** What the vote-thread reader found doubtful in a post, in words. */
export const THREAD_FLAG_LABEL: Readonly<Record<Flag, AnyMessage>> = {
	noHeader: m['ww.thread.flag.noHeader'],
	noTime: m['ww.thread.flag.noTime'],
	unknownAuthor: m['ww.thread.flag.unknownAuthor'],
	unread: m['ww.thread.flag.unread'],
	ambiguous: m['ww.thread.flag.ambiguous'],
	late: m['ww.thread.flag.late'],
	editedLate: m['ww.thread.flag.editedLate'],
	notVoter: m['ww.thread.flag.notVoter'],
	double: m['ww.thread.flag.double'],
	quoteUnsure: m['ww.thread.flag.quoteUnsure'],
	manyNames: m['ww.thread.flag.manyNames'],
	noVoteWord: m['ww.thread.flag.noVoteWord'],
	question: m['ww.thread.flag.question'],
	sameAsUnread: m['ww.thread.flag.sameAsUnread'],
	early: m['ww.thread.flag.early'],
	replaced: m['ww.thread.flag.replaced']
};

/**
 * The same for a pasted night-action post (I01): a post's header and author are read as in a
 * vote thread; what it asks of a skill has words of its own.
 */
export const ACTION_FLAG_LABEL: Readonly<Record<ActionFlag, AnyMessage>> = {
	noHeader: THREAD_FLAG_LABEL.noHeader,
	noTime: THREAD_FLAG_LABEL.noTime,
	unknownAuthor: THREAD_FLAG_LABEL.unknownAuthor,
	quoteUnsure: THREAD_FLAG_LABEL.quoteUnsure,
	ambiguous: THREAD_FLAG_LABEL.ambiguous,
	unread: m['i01.paste.flag.unread'],
	whichSkill: m['i01.paste.flag.whichSkill'],
	notHolder: m['i01.paste.flag.notHolder'],
	late: m['i01.paste.flag.late'],
	editedLate: THREAD_FLAG_LABEL.editedLate,
	locked: m['i01.paste.flag.locked'],
	targetCount: m['i01.paste.flag.targetCount'],
	double: m['i01.paste.flag.double']
};
