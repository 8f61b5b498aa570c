import { hasLost, withLost, withStatus, withUse } from '../forum/marks';
import {
	type Explainer,
	type NightAction,
	createExplainer,
	orderedActions
} from '../forum/resolution';
import { type Line, type Text, text } from '../../engine/text';
import { becomeDying, lastWordsRight, leaveDying, putOut } from './effects';
import { type I01Skill, SKILL_NAMES, SLOTS, skillsOfPhase } from './roles';
import {
	type Feedback,
	type I01Player,
	type I01State,
	type NightRecord,
	isDying,
	isEjectedSeat,
	isLover,
	isOut,
	playerOf,
	seatLabel,
	tick,
	withPlayer
} from './state';
import { judge } from './win';
import { holders } from './night';

/** Closing a night phase and the dawn: the entered skills resolved in order, line by line. */

const alive = (p: I01Player | undefined): p is I01Player => !!p && !isOut(p);

interface Step {
	state: I01State;
	lines: Line[];
	feedback: Feedback[];
}

const t2 = (zh: string, en: string): Text => text(zh, en);

/** Resolves the current phase with the director's overrides; the night record gets the lines. */
export function resolvePhase(s: I01State, at: number): Step {
	const phase = s.phase;
	const night = s.night;
	if (phase.kind !== 'night' || phase.step === 'dawn' || !night)
		return { state: s, lines: [], feedback: [] };
	const p = phase.step;
	const ex = createExplainer(night.overrides);
	const fb: Feedback[] = [];
	let st = s;
	const key = (k: string) => `n${night.n}.${k}`;
	const actions = orderedActions(
		night.actions.filter((a) => skillsOfPhase(p).includes(a.skill as I01Skill)),
		SLOTS
	);
	if (actions.length === 0 && p !== 5)
		ex.note(key(`p${p}.none`), t2(`夜晚${p}：无人发动技能`, `Night phase ${p}: no skill used`));
	if (p === 5)
		ex.note(key('p5'), t2('夜晚5：本板子无夜晚5技能', 'Night phase 5: nothing on this board'));
	for (const a of actions) st = resolveAction(st, a, ex, fb, key);
	if (p === 4) sense(st, ex, fb, key('sense'));
	let lines = [...ex.lines];
	if (p === 2 || p === 6) {
		const j = judge(st, at);
		st = j.state;
		lines = [...lines, ...j.lines];
	}
	return { state: st, lines, feedback: fb };
}

/** 女巫【通灵】<被动>: after 夜晚4 the witch learns tonight's 【杀人】 targets (an empty list too). */
function sense(st: I01State, ex: Explainer, fb: Feedback[], k: string) {
	const witch = st.players.find(
		(p) => p.role === 'witch' && !isOut(p) && !hasLost(p.marks, 'sense')
	);
	if (!witch) return;
	const targets = (st.night as NightRecord).killTargets;
	const list = targets.map((x) => seatLabel(st, x)).join('、');
	const msg = targets.length
		? t2(`本晚【杀人】目标：${list}`, `Tonight's kill target: ${list}`)
		: t2('本晚没有【杀人】目标', 'No kill target tonight');
	ex.note(k, t2(`女巫【通灵】：${msg['zh-CN']}`, `The witch's sense: ${msg.en}`));
	fb.push({ seat: witch.seat, text: msg });
}

function stillAble(st: I01State, a: NightAction, ex: Explainer, k: string): boolean {
	const skill = a.skill as I01Skill;
	const actor = playerOf(st, a.actor);
	const reason = !actor
		? null
		: isOut(actor)
			? t2('发动者已出局', 'the actor is out')
			: isEjectedSeat(st, a.actor)
				? t2('发动者已被罚下', 'the actor is ejected')
				: skill !== 'divine' && actor.team && st.lostTeams.includes(actor.team)
					? t2('发动者阵营已判负，技能失效', "the actor's team has lost")
					: !holders(st, skill).includes(a.actor)
						? t2('发动者不再持有该技能', 'the actor no longer holds the skill')
						: null;
	if (!reason) return true;
	ex.note(
		`${k}.note`,
		t2(
			`${seatLabel(st, a.actor)}的【${SKILL_NAMES[skill]['zh-CN']}】无效：${reason['zh-CN']}`,
			`${actor?.name ?? a.actor}'s ${SKILL_NAMES[skill].en} fails: ${reason.en}`
		)
	);
	return false;
}

function resolveAction(
	s: I01State,
	a: NightAction,
	ex: Explainer,
	fb: Feedback[],
	key: (k: string) => string
): I01State {
	const skill = a.skill as I01Skill;
	const k = key(skill);
	if (!stillAble(s, a, ex, k) || a.target === null) return s;
	const night = s.night as NightRecord;
	const by = seatLabel(s, a.actor);
	const to = seatLabel(s, a.target);
	const t = playerOf(s, a.target);
	const actor = playerOf(s, a.actor) as I01Player;
	const name = `【${SKILL_NAMES[skill]['zh-CN']}】`;
	if (!alive(t)) {
		ex.note(`${k}.note`, t2(`${by}${name}${to}：目标已出局，无效`, `${skill}: the target is out`));
		return s;
	}
	let st = withPlayer(s, a.actor, (p) => ({ ...p, marks: withUse(p.marks, skill) }));
	const setNight = (n: Partial<NightRecord>) =>
		(st = { ...st, night: { ...(st.night as NightRecord), ...n } });
	switch (skill) {
		case 'protect': {
			const lovers = st.players.filter(isLover);
			const sameKind =
				lovers.length === 2 && lovers[0]?.kind !== null && lovers[0]?.kind === lovers[1]?.kind;
			if (isLover(t) && sameKind) {
				ex.note(
					`${k}.note`,
					t2(
						`守卫${by}【守护】${to}：情侣二人身份类型相同（【奇缘】），情侣免疫【守护】，守护无效`,
						`Guard ${actor.name} protects ${t.name}: the lovers share a kind (奇缘) and are immune to protection`
					)
				);
				return st;
			}
			if (
				ex.effect(
					k,
					t2(
						`守卫${by}【守护】${to}：本晚免疫【杀人】`,
						`Guard ${actor.name} protects ${t.name}: immune to the kill tonight`
					)
				)
			)
				setNight({ protectedSeat: t.seat });
			return st;
		}
		case 'mute':
			if (
				ex.effect(
					k,
					t2(
						`守卫${by}【隔音】${to}：本晚免疫【吹笛】`,
						`Guard ${actor.name} soundproofs ${t.name}: immune to the pipe tonight`
					)
				)
			)
				setNight({ muted: [...night.muted, t.seat] });
			return st;
		case 'charm': {
			if (isLover(t)) {
				ex.note(
					`${k}.note`,
					t2(
						`吹笛${by}【吹笛】${to}：目标为情侣之一，无效`,
						`Piper ${actor.name} pipes ${t.name}: a lover, no effect`
					)
				);
				return st;
			}
			if ((st.night as NightRecord).muted.includes(t.seat)) {
				ex.note(
					`${k}.note`,
					t2(
						`吹笛${by}【吹笛】${to}：目标受【隔音】保护，无效`,
						`Piper ${actor.name} pipes ${t.name}: soundproofed, no effect`
					)
				);
				return st;
			}
			if (
				!ex.effect(
					k,
					t2(`吹笛${by}【吹笛】${to}：进入癫狂状态`, `Piper ${actor.name} pipes ${t.name}: charmed`)
				)
			)
				return st;
			const [tt, seq] = tick(st);
			st = withPlayer(tt, t.seat, (p) => ({ ...p, marks: withStatus(p.marks, 'charmed') }));
			st = {
				...st,
				notices: [
					...st.notices,
					{ seq, when: { kind: 'night', n: night.n }, kind: 'charm', seat: t.seat, order: seq }
				]
			};
			return st;
		}
		case 'divine': {
			const village = t.team === 'village';
			const result = village
				? t2('村民阵营', 'village team')
				: t2('非村民阵营', 'not village team');
			const msg = t2(`${to}：${result['zh-CN']}`, `${t.name}: ${result.en}`);
			if (isLover(actor)) {
				ex.note(
					`${k}.note`,
					t2(
						`先知${by}【预言】${to}：${result['zh-CN']}（先知为情侣之一：夜晚结束时而非夜晚3给出反馈）`,
						`Seer ${actor.name} divines ${t.name}: ${result.en} (the seer is a lover: told at the end of the night, not in phase 3)`
					)
				);
				setNight({
					feedback: [
						...(st.night as NightRecord).feedback,
						{ seat: a.actor, text: msg, deferred: true }
					]
				});
			} else {
				ex.note(
					`${k}.note`,
					t2(
						`先知${by}【预言】${to}：反馈“${result['zh-CN']}”`,
						`Seer ${actor.name} divines ${t.name}: “${result.en}”`
					)
				);
				fb.push({ seat: a.actor, text: msg });
			}
			return st;
		}
		case 'kill': {
			if (night.protectedSeat === t.seat) {
				setNight({ killTargets: [...night.killTargets, t.seat] });
				ex.note(
					`${k}.note`,
					t2(
						`${by}【杀人】${to}：目标受【守护】，免疫【杀人】`,
						`${actor.name} kills ${t.name}: protected, immune`
					)
				);
			} else if (
				ex.effect(k, t2(`${by}【杀人】${to}：进入濒死状态`, `${actor.name} kills ${t.name}: dying`))
			) {
				// A kill the 主办 voided (发动失败) names no target for 【通灵】 either.
				setNight({ killTargets: [...night.killTargets, t.seat] });
				st = becomeDying(st, t.seat);
			}
			return st;
		}
		case 'save': {
			st = withPlayer(st, a.actor, (p) => ({ ...p, marks: withLost(p.marks, 'sense') }));
			const note = t2(
				'（救药已发动，女巫失去【通灵】）',
				' (the Antidote is used: the witch loses her sense)'
			);
			if (!isDying(t)) {
				ex.note(
					`${k}.note`,
					t2(
						`女巫${by}【救药】${to}：目标未处于濒死状态，无效${note['zh-CN']}`,
						`Witch ${actor.name} saves ${t.name}: not dying, no effect${note.en}`
					)
				);
				return st;
			}
			if (
				ex.effect(
					k,
					t2(
						`女巫${by}【救药】${to}：脱离濒死状态${note['zh-CN']}`,
						`Witch ${actor.name} saves ${t.name}: no longer dying${note.en}`
					)
				)
			)
				st = leaveDying(st, t.seat);
			return st;
		}
		case 'poison': {
			const witchNow = playerOf(st, a.actor) as I01Player;
			if (isDying(witchNow)) {
				ex.note(
					`${k}.note`,
					t2(
						`女巫${by}【毒药】${to}：女巫当晚由于【杀人】出局，无效`,
						`Witch ${actor.name} poisons ${t.name}: the witch goes out by the kill tonight, no effect`
					)
				);
				return st;
			}
			if (
				!ex.effect(
					k,
					t2(`女巫${by}【毒药】${to}：出局`, `Witch ${actor.name} poisons ${t.name}: out`)
				)
			)
				return st;
			const r = putOut(st, t.seat, 'poison', { kind: 'night', n: night.n }, a.at);
			ex.lines.push(...r.lines.slice(1));
			return r.state;
		}
	}
	return st;
}

/** 步骤16: every 濒死 character goes out in the order it became 濒死; last-words notices. */
export function resolveDawn(s: I01State, at: number): Step {
	const night = s.night as NightRecord;
	const when = { kind: 'night' as const, n: night.n };
	const ex = createExplainer(night.overrides);
	const fb: Feedback[] = [];
	let st = s;
	const dying = st.players
		.filter((p) => isDying(p) && !isOut(p))
		.sort((a, b) => (a.marks.counters.dyingAt ?? 0) - (b.marks.counters.dyingAt ?? 0));
	if (dying.length === 0)
		ex.note(`n${night.n}.dawn`, t2('夜晚结束：没有濒死的角色', 'End of night: nobody is dying'));
	for (const p of dying) {
		if (isOut(playerOf(st, p.seat) as I01Player)) continue;
		if (
			!ex.effect(
				`n${night.n}.dawn.${p.seat}`,
				t2(
					`夜晚结束：濒死的${seatLabel(st, p.seat)}出局`,
					`End of night: ${p.name} was dying and goes out`
				)
			)
		)
			continue;
		const r = putOut(st, p.seat, 'kill', when, at);
		st = r.state;
		ex.lines.push(...r.lines.slice(1));
	}
	for (const f of night.feedback.filter((f) => f.deferred)) {
		fb.push({ seat: f.seat, text: f.text });
		ex.note(
			`n${night.n}.seer-lover`,
			t2(
				`先知为情侣之一：此时给出【预言】反馈（${f.text['zh-CN']}）`,
				`The seer is a lover: the result is given now (${f.text.en})`
			)
		);
	}
	for (const p of st.players) {
		const w = p.out?.when;
		const recent =
			w && ((w.kind === 'night' && w.n === night.n) || (w.kind === 'day' && w.n === night.n));
		if (!recent || lastWordsRight(st, p.seat) !== 'yes') continue;
		fb.push({
			seat: p.seat,
			text: t2(
				'你已出局，可留下遗言：请在次日白天讨论帖开帖前回复功能树洞（3000字以内）',
				'You are out and may leave last words: reply in the skill thread before the day opens (under 3000 characters)'
			)
		});
	}
	const j = judge(st, at);
	st = j.state;
	return { state: st, lines: [...ex.lines, ...j.lines], feedback: fb };
}
