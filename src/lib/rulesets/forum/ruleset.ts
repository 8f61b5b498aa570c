import type { Names } from '../../engine/ruleset';

/** A forum werewolf game's name: the family's (版杀狼人 · Forum Werewolf) and the game's own. */
export const forumGameName = (zh: string, en: string): Names => ({
	'zh-CN': `版杀狼人 · ${zh}`,
	en: `Forum Werewolf · ${en}`
});
