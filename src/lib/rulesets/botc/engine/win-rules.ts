import type { Bilingual, CharacterId } from './types';

/**
 * How a character changes the end of the game. `engine`: `checkWin` judges it from what the
 * grimoire records (executions, deaths, reminders, days). `storyteller`: it turns on something
 * said or chosen at the table that the grimoire does not record; while it is in play, every
 * suggested win carries `note` as a caveat.
 */
export type EndsGame =
	{ judged: 'engine'; how: Bilingual } | { judged: 'storyteller'; note: Bilingual };

const engine = (zh: string, en: string): EndsGame => ({
	judged: 'engine',
	how: { 'zh-CN': zh, en }
});
const storyteller = (zh: string, en: string): EndsGame => ({
	judged: 'storyteller',
	note: { 'zh-CN': zh, en }
});

/**
 * Every official character whose ability (or jinx) changes who wins or when the game ends, in
 * our own words. A rules test checks each id against the official character facts.
 */
export const ENDS_GAME: Record<CharacterId, EndsGame> = {
	saint: engine('被处决（清醒）时邪恶获胜', 'executed while sober: evil wins'),
	goblin: engine(
		'带着“已声称”提示被处决时邪恶获胜',
		'executed with its Claimed reminder: evil wins'
	),
	fearmonger: engine(
		'提名并处决其选择的玩家时，该玩家的阵营落败',
		'nominates and executes the player it chose: that player’s team loses'
	),
	eviltwin: engine(
		'双子都活着时善良不能获胜；善良的双子被处决时邪恶获胜',
		'good cannot win while both twins live; the good twin executed: evil wins'
	),
	scarletwoman: engine(
		'恶魔死亡时五人或以上存活：红唇女郎成为恶魔',
		'the Demon dies with five or more alive: the Scarlet Woman becomes the Demon'
	),
	mastermind: engine('恶魔被处决：再进行一天', 'the Demon executed: one more day is played'),
	zombuul: engine(
		'第一次死亡只是看起来死了（放上它的“死亡”提示）：善良不获胜',
		'its first death only looks like one (its Dead reminder on it): good does not win'
	),
	vortox: engine('白天无人被处决：邪恶获胜', 'a day with no execution: evil wins'),
	mayor: engine(
		'只剩三人且白天无人被处决：善良获胜',
		'three alive and a day with no execution: good wins'
	),
	leviathan: engine(
		'第五个白天结束，或多于一名善良玩家被处决：邪恶获胜',
		'the fifth day ends, or more than one good player is executed: evil wins'
	),
	heretic: engine('胜负颠倒（即使已死亡）', 'the result flips, even while dead'),
	xizi: engine(
		'胜负颠倒（无论戏子多少、是否存活）',
		'the result flips (however many Actors, alive or dead)'
	),
	xizinew: engine('胜负颠倒（即使失去能力）', 'the result flips, even without the ability'),
	rulianshi: engine(
		'提名的恶魔因此次处决死亡：入殓师成为该恶魔，善良不获胜',
		'the Demon they nominated dies by that execution: they become it, good does not win'
	),
	summoner: engine(
		'召唤出恶魔之前善良不获胜；到第三个白天仍无恶魔则善良获胜',
		'good does not win before a Demon is summoned; no Demon by day 3: good wins'
	),
	lilmonsta: engine('保姆就是恶魔', 'the babysitter is the Demon'),
	atheist: storyteller(
		'若说书人被处决，善良获胜（请手动结束）',
		'if the storyteller is executed, good wins (end the game by hand)'
	),
	klutz: storyteller(
		'呆瓜死后选中邪恶玩家则善良落败（请手动结束）',
		'if the Klutz, once dead, picks an evil player, good loses (end the game by hand)'
	),
	damsel: storyteller(
		'爪牙猜中落难少女则邪恶获胜（请手动结束）',
		'if a Minion guesses the Damsel, evil wins (end the game by hand)'
	),
	cultleader: storyteller(
		'所有善良玩家都加入邪教时异教领袖的阵营获胜',
		'if every good player joins the cult, the Cult Leader’s team wins'
	),
	riot: storyteller(
		'第三个白天起提名接连发生，直到游戏结束',
		'from the third day nominations chain until the game ends'
	),
	legion: storyteller(
		'只有邪恶玩家投票时处决无效',
		'an execution fails when only evil players voted'
	),
	boomdandy: storyteller(
		'被处决时只留三人存活，随后指认再死一人',
		'executed: all but three die, then one more by pointing'
	),
	alsaahir: storyteller(
		'白天公开猜中哪些玩家是爪牙、哪些是恶魔时善良获胜',
		'publicly guesses by day which players are Minions and which are Demons: good wins'
	),
	politician: storyteller(
		'最该为本阵营失败负责时改变阵营并获胜',
		'most responsible for their team losing: they change side and win'
	),
	fiddler: storyteller(
		'恶魔与一名善良玩家对决，输家的阵营落败',
		'the Demon and a good player face off; the loser’s team loses'
	)
};
