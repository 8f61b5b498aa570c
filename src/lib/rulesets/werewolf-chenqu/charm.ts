import { charmedPostProblems } from '../forum/charm-check';
import { playing } from './seats';
import type { WerewolfState } from './state';

/**
 * 处于吹笛状态的角色发言时只能发出动物叫声，使用标点或小镇的表情. The seed names no list of
 * sounds: these are the usual characters of animal cries in Chinese (our choice, shown on the desk).
 */
export const CHARMED_SOUNDS = '啊嗷呜嘎咯咕呱哼咴叽啾哩喵咪咩哞嘶汪嗡喔喳吱吼嚎嘤';

/** A charmed player's post: every character outside the sounds (punctuation, emoticons allowed;
 * the names of players still in the game too, for a ballot in the voting thread). */
export function charmedPostProblemsCQ(state: WerewolfState, post: string): string[] {
	const names = playing(state).map((x) => x.name);
	return charmedPostProblems(post, CHARMED_SOUNDS, { allowedWords: names, punctuation: true });
}
