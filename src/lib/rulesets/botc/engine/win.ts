import { ENDS_GAME, type EndsGame } from './win-rules';
import {
	dayEndedWithoutExecution,
	executionWin,
	latestDay,
	leviathanWin,
	mastermindDay,
	morticianOf,
	zombuulLivesOn
} from './win-extra';
import { twinPair } from './twins';
import { alignmentOf, characterOf, isDrunkIn, isPoisonedIn, livingResidents } from './seats';
import type { Alignment, Bilingual, CharacterId, GameState, Seat } from './types';

export type WinCode =
	| 'no-demon'
	| 'two-left'
	| 'saint'
	| 'goblin'
	| 'fearmonger'
	| 'riot-grandchild'
	| 'evil-twin-executed'
	| 'evil-twin-alive'
	| 'evil-twin-unsure'
	| 'scarlet-woman'
	| 'rulianshi'
	| 'mastermind'
	| 'mastermind-day'
	| 'mastermind-executed'
	| 'mastermind-no-execution'
	| 'mastermind-alhadikhia'
	| 'vortox'
	| 'mayor'
	| 'leviathan-day-5'
	| 'leviathan-executions'
	| 'leviathan-mayor'
	| 'leviathan-grandchild';

export interface WinSuggestion {
	/** The team the rules say has won; null when no one has, but a rule changes what comes next. */
	winner: Alignment | null;
	code: WinCode;
	/** The character whose ability made the suggestion (the base rules: none). */
	rule?: CharacterId;
	message: Bilingual;
	/**
	 * What the storyteller should weigh before accepting: abilities that would change the outcome
	 * but whose holder is drunk or poisoned, the Heretic's flip, abilities only they can judge.
	 */
	caveats: Bilingual[];
}

const say = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, en });

/** Characters whose ability swaps who wins and who loses. */
const FLIPS: readonly CharacterId[] = ['heretic', 'xizi', 'xizinew'];

/**
 * Sober as of the day the rules judge: at night, the day just ended (its drunk and poisoned
 * reminders count, though their time ran out at dusk).
 */
const sober = (state: GameState, seat: Seat) => {
	const judged: GameState =
		state.phase.kind === 'night'
			? { ...state, phase: { kind: 'day', n: state.phase.n - 1 } }
			: state;
	return !isDrunkIn(judged, seat) && !isPoisonedIn(judged, seat);
};

function residentsAs(state: GameState, id: CharacterId): Seat[] {
	return state.seats.filter((s) => !s.traveller && s.character === id);
}

/** The name of a character in both languages (for messages that name the rule). */
function named(state: GameState, id: CharacterId): Bilingual {
	const c = characterOf(state, id);
	return { 'zh-CN': c?.nameZh ?? c?.name ?? id, en: c?.name ?? id };
}

interface Found {
	winner: Alignment | null;
	code: WinCode;
	rule?: CharacterId;
	message: Bilingual;
}

/** What a character's ability decides (or holds back), in the storyteller's two languages. */
const byRule = (
	winner: Alignment | null,
	rule: CharacterId,
	code: WinCode,
	zh: string,
	en: string
): Found => ({ winner, code, rule, message: say(zh, en) });

/**
 * Suggests a winner, never forcing it: the storyteller accepts (ending the game, logged) or
 * plays on. The base rules (good wins when no Demon lives; evil wins when two players live,
 * travellers not counted) and the abilities the grimoire can judge from what was recorded
 * (see `ENDS_GAME`); an ability whose holder is drunk or poisoned does not fire and is named in
 * `caveats` instead, as are abilities only the storyteller can judge.
 */
export function checkWin(state: GameState): WinSuggestion | null {
	if (state.phase.kind !== 'night' && state.phase.kind !== 'day') return null;
	const caveats: Bilingual[] = [];
	const found = findWin(state, caveats);
	if (!found) return null;
	let { winner } = found;
	const suggestion: WinSuggestion = { ...found, caveats };
	// Heretic, and the Opera Actors of 华灯初上 / 山雨欲来 (戏子; 戏子（改） even without its
	// ability): whoever wins loses, even when they are dead.
	for (const id of FLIPS) {
		const holders = residentsAs(state, id);
		if (!winner || holders.length === 0) continue;
		const name = named(state, id);
		if (id === 'xizinew' || holders.some((s) => sober(state, s))) {
			winner = winner === 'good' ? 'evil' : 'good';
			suggestion.winner = winner;
			caveats.unshift(
				say(
					`${name['zh-CN']}在场：胜负颠倒，${winner === 'good' ? '善良' : '邪恶'}阵营获胜`,
					`The ${name.en} is in play: the result flips, so ${winner} wins`
				)
			);
		} else
			caveats.push(
				say(
					`${name['zh-CN']}醉酒或中毒：胜负不颠倒`,
					`The ${name.en} is drunk or poisoned: the result does not flip`
				)
			);
	}
	for (const [id, rule] of Object.entries(ENDS_GAME) as [CharacterId, EndsGame][])
		if (rule.judged === 'storyteller' && residentsAs(state, id).length > 0)
			caveats.push(
				say(
					`${named(state, id)['zh-CN']}在场：${rule.note['zh-CN']}`,
					`${named(state, id).en} is in play: ${rule.note.en}`
				)
			);
	return suggestion;
}

const addOnce = (list: Bilingual[], b: Bilingual) => {
	if (!list.some((x) => x.en === b.en)) list.push(b);
};

/** The Evil Twin's pair changed in a way the log cannot follow: the storyteller decides. */
function twinUnsure(state: GameState): Bilingual {
	const et = named(state, 'eviltwin');
	return say(
		`${et['zh-CN']}的双子关系已因角色变化而无法确定（双子同阵营或镜像双子角色换了人）：由说书人决定谁是双子，再判断胜负`,
		`The ${et.en}'s pair can no longer be told from the log (the twins are on one side, or the character moved to another player): you decide who the twins are before accepting`
	);
}

function findWin(state: GameState, caveats: Bilingual[]): Found | null {
	const residents = state.seats.filter((s) => !s.traveller);
	const alive = livingResidents(state);
	const day = latestDay(state);
	const executed = day?.execution?.died
		? state.seats.find((s) => s.id === day.execution?.seat)
		: undefined;
	/** Living holders of `id`, sober ones first; a drunk or poisoned one adds a caveat. */
	const working = (id: CharacterId, what: Bilingual): boolean => {
		const holders = residentsAs(state, id).filter((s) => s.alive);
		if (holders.some((s) => sober(state, s))) return true;
		if (holders.length > 0)
			caveats.push(
				say(
					`${named(state, id)['zh-CN']}醉酒或中毒，能力不生效（否则：${what['zh-CN']}）`,
					`The ${named(state, id).en} is drunk or poisoned, so this does not happen: ${what.en}`
				)
			);
		return false;
	};

	// The Mastermind's extra day overrides the rest: the executee's team loses that day.
	const extra = mastermindDay(state);
	if (extra) return { ...extra, rule: 'mastermind' };

	// Executions that end the game.
	if (executed) {
		if (executed.character === 'saint') {
			if (sober(state, executed))
				return byRule(
					'evil',
					'saint',
					'saint',
					'圣徒被处决：邪恶阵营获胜',
					'The Saint was executed: evil wins'
				);
			caveats.push(
				say(
					'被处决的圣徒醉酒或中毒：邪恶阵营不因此获胜',
					'The executed Saint is drunk or poisoned: evil does not win by it'
				)
			);
		}
		const claimed = executed.reminders.some((r) => r.source === 'goblin');
		if (executed.character === 'goblin' && claimed) {
			if (sober(state, executed))
				return byRule(
					'evil',
					'goblin',
					'goblin',
					'哥布林当天被公开声称后被处决：邪恶阵营获胜',
					'The Goblin was claimed and executed the same day: evil wins'
				);
			caveats.push(
				say(
					'被处决的哥布林醉酒或中毒：邪恶阵营不因此获胜',
					'The executed Goblin is drunk or poisoned: evil does not win by it'
				)
			);
		}
		// The Evil Twin: the pair as the log shows it (twins.ts); the storyteller's call when the
		// log cannot tell who is paired with whom any more.
		const pair = twinPair(state);
		// The holder's ability still works when it is the good twin's own (twins who swapped).
		const holderWorks = pair?.sure && (pair.holder.alive || pair.holder.id === executed.id);
		if (pair?.sure && pair.good.id === executed.id && holderWorks) {
			if (sober(state, pair.holder))
				return byRule(
					'evil',
					'eviltwin',
					'evil-twin-executed',
					'善良的双子被处决：邪恶阵营获胜',
					'The good twin was executed: evil wins'
				);
			caveats.push(
				say(
					`${named(state, 'eviltwin')['zh-CN']}醉酒或中毒，能力不生效（否则：善良的双子被处决，邪恶获胜）`,
					'The Evil Twin is drunk or poisoned, so this does not happen: the good twin executed, evil wins'
				)
			);
		}
		if (pair && !pair.sure && pair.seats.includes(executed.id)) {
			if (alignmentOf(state, executed) === 'good')
				return byRule(
					null,
					'eviltwin',
					'evil-twin-unsure',
					'被处决的玩家可能是善良的双子，但双子关系已因角色变化而无法从记录确定：由说书人判断邪恶是否获胜',
					'The executed player may be the good twin, but the log can no longer tell who the twins are after the character changes: you decide whether evil wins'
				);
			addOnce(caveats, twinUnsure(state));
		}
	}

	const byExecution = executionWin(state, working);
	if (byExecution) return byExecution;
	const isDemon = (id: string | null) => characterOf(state, id)?.team === 'demon';
	// Lil' Monsta: the demon is whoever babysits it.
	const babysat = (s: Seat) =>
		s.reminders.some((r) => r.source === 'lilmonsta' && /demon/i.test(r.label));
	const demons = residents.filter((s) => isDemon(s.character) || babysat(s));
	// Zombuul: the first death only looks like one (its own "dead" reminder on it): still alive,
	// until it dies again (win-extra.ts).
	const livesOn = (s: Seat) => zombuulLivesOn(state, s);
	// No Demon yet (a living Summoner, up to its third night) or none at all (the Atheist's game):
	// no win for good. From day 3 a Summoner who made no Demon never will: good wins.
	const p = state.phase;
	const beforeDay3 = p.kind === 'night' ? p.n <= 3 : p.kind === 'day' && p.n <= 2;
	const summoning = (s: Seat) => s.character === 'summoner' && s.alive && beforeDay3;
	const demonWaiting =
		demons.length === 0 && residents.some((s) => summoning(s) || s.character === 'atheist');
	if ((demons.length > 0 || !demonWaiting) && !demons.some(livesOn)) {
		// Five or more alive when the Demon died: the living, and the Demon who just died.
		if (
			alive.length + 1 >= 5 &&
			working('scarletwoman', say('红唇女郎成为恶魔', 'the Scarlet Woman becomes the Demon'))
		)
			return byRule(
				null,
				'scarletwoman',
				'scarlet-woman',
				'恶魔死亡时仍有五名或更多玩家存活（不计旅行者）：红唇女郎成为恶魔，善良阵营尚未获胜',
				'The Demon died with five or more players alive (travellers not counted): the Scarlet Woman becomes the Demon, and good has not won'
			);
		// 入殓师 (华灯初上): they nominated the Demon who died by that execution, so they become it.
		const mortician = morticianOf(state, executed, demons);
		if (mortician && alive.length >= 5 && sober(state, mortician))
			return byRule(
				null,
				'rulianshi',
				'rulianshi',
				'入殓师提名的恶魔因此次处决死亡：入殓师成为该恶魔，善良阵营尚未获胜',
				'The Demon the Mortician nominated died by that execution: the Mortician becomes that Demon, and good has not won'
			);
		if (mortician)
			caveats.push(
				say(
					'入殓师提名的恶魔因此次处决死亡，但入殓师醉酒、中毒或存活玩家不足五人：由说书人判断其能力是否生效',
					'The Mortician nominated the executed Demon, but is drunk or poisoned or fewer than five players are alive: you decide whether the Mortician becomes the Demon'
				)
			);
		const pair = twinPair(state);
		const bothLive = pair?.sure && pair.good.alive && pair.evil.alive;
		if (pair?.sure && bothLive && pair.holder.alive) {
			if (sober(state, pair.holder))
				return byRule(
					null,
					'eviltwin',
					'evil-twin-alive',
					'所有恶魔都已死亡，但镜像双子和其双子都还活着：善良阵营还不能获胜',
					'Every Demon is dead, but the Evil Twin and their twin both live: good cannot win yet'
				);
			caveats.push(
				say(
					`${named(state, 'eviltwin')['zh-CN']}醉酒或中毒，能力不生效（否则：双子都活着时善良无法获胜）`,
					'The Evil Twin is drunk or poisoned, so this does not happen: good cannot win while both twins live'
				)
			);
		}
		// The Mastermind acts only when the Demon's execution ends the game (not when the Scarlet
		// Woman takes over or both twins live).
		const demonExecuted = executed !== undefined && demons.includes(executed);
		if (
			demonExecuted &&
			working(
				'mastermind',
				say('恶魔被处决后再进行一天', 'one more day after the Demon is executed')
			)
		)
			return executed?.character === 'alhadikhia'
				? byRule(
						null,
						'mastermind',
						'mastermind-alhadikhia',
						'哈迪寂亚被处决而主谋存活（相克规则）：今晚哈迪寂亚选择三名善良玩家，三人都选择存活则邪恶获胜，否则善良获胜',
						'The Al-Hadikhia was executed with the Mastermind alive (their jinx): tonight it chooses three good players; if all three choose to live, evil wins, otherwise good wins'
					)
				: byRule(
						null,
						'mastermind',
						'mastermind',
						'主谋在场：恶魔被处决后游戏继续一天；那一天被处决的玩家所在阵营落败（无人被处决则邪恶获胜）',
						'The Mastermind is alive: play one more day. Whoever is executed that day, their team loses (no execution: evil wins)'
					);
		if (pair && !pair.sure && pair.seats.some((id) => state.seats.find((x) => x.id === id)?.alive))
			addOnce(caveats, twinUnsure(state));
		return {
			winner: 'good',
			code: 'no-demon',
			message: say('所有恶魔都已死亡：善良阵营获胜', 'Every Demon is dead: good wins')
		};
	}

	if (dayEndedWithoutExecution(state)) {
		const vortox = residentsAs(state, 'vortox').filter((s) => s.alive);
		if (vortox.length > 0) {
			if (vortox.some((s) => sober(state, s)))
				return byRule(
					'evil',
					'vortox',
					'vortox',
					'涡流在场，而白天无人被处决：邪恶阵营获胜',
					'The Vortox is in play and no one was executed today: evil wins'
				);
			caveats.push(
				say(
					'涡流醉酒或中毒：无人被处决并不使邪恶获胜',
					'The Vortox is drunk or poisoned: a day without an execution does not win'
				)
			);
		}
		if (
			alive.length === 3 &&
			working(
				'mayor',
				say('只剩三人且无人被处决，善良获胜', 'three alive and no execution, good wins')
			)
		)
			return byRule(
				'good',
				'mayor',
				'mayor',
				'只剩三名玩家存活，镇长活着，白天无人被处决：善良阵营获胜',
				'Three players are alive, the Mayor among them, and no one was executed today: good wins'
			);
	}

	const leviathan = residentsAs(state, 'leviathan').some((s) => s.alive)
		? leviathanWin(state, working)
		: null;
	if (leviathan) return leviathan;

	if (alive.length <= 2)
		return {
			winner: 'evil',
			code: 'two-left',
			message: say(
				'只剩两名玩家存活（不计旅行者）：邪恶阵营获胜',
				'Only two players are alive (travellers not counted): evil wins'
			)
		};
	return null;
}
