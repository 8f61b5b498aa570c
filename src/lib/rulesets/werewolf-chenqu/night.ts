import { ALL_SKILLS, hasLost, withCounter, withLost, withStatus, withUse } from '../forum/marks';
import { type NightAction, createExplainer, orderedActions, slotOf } from '../forum/resolution';
import { type Line, text } from '../../engine/text';
import { addFact, goOut } from './deaths';
import { inGame, kindOf, mapSeat, nameOf, partnerOf, seatOf } from './seats';
import { CT, DAY_SKILLS, type NightSkill, SKILLS, SLOTS, ST, biteBlock, skillDef } from './skills';
import type { Cause, SeatId, WSeat, WerewolfState } from './state';
import { type Outcome, nightOutcome } from './night-outcome';
import { canAct, divination, pointedTargets } from './night-sheet';

const nm = (s: WerewolfState, id: SeatId | null | undefined) => nameOf(s, id);
const sk = (skill: NightSkill) => skillDef(skill).name;

/**
 * The night's resolution, line by line, and the state after it. The same function previews (the
 * director reads the lines, voids any with `night/override`) and commits (`night/resolved`).
 */
export function resolveNight(
	state: WerewolfState,
	at: number
): { state: WerewolfState; lines: Line[] } {
	const night = state.night;
	if (!night) return { state, lines: [] };
	const n = night.n;
	const when = { phase: 'night' as const, n };
	const ex = createExplainer(night.overrides);
	let s = state;
	const acts: NightAction[] = [];
	for (const a of orderedActions(night.actions, SLOTS)) {
		const actor = seatOf(s, a.actor);
		const bad = actor ? canAct(s, actor, a.skill as NightSkill) : null;
		if (!actor || bad) {
			ex.note(
				`invalid:${a.skill}`,
				text(
					`【${sk(a.skill as NightSkill)['zh-CN']}】无效：`,
					`${sk(a.skill as NightSkill).en} is void: `
				),
				bad
			);
			continue;
		}
		acts.push(a);
	}
	const voided = new Set<string>();
	const live = (skill: NightSkill) =>
		voided.has(skill) ? undefined : acts.find((a) => a.skill === skill && a.target !== null);
	const T = (a: NightAction) => a.target as SeatId;
	/**
	 * The piper's skills are due before the others (22:00): a skill the piper takes away tonight
	 * cannot act later the same night. Voids `target`'s actions due after `from`.
	 */
	const voidLater = (target: SeatId, from: NightSkill, why: { zh: string; en: string }) => {
		const order = slotOf(SLOTS, from)?.order ?? 0;
		for (const a of acts)
			if (
				a.actor === target &&
				(slotOf(SLOTS, a.skill)?.order ?? 0) > order &&
				!voided.has(a.skill)
			) {
				voided.add(a.skill);
				ex.note(
					`${from}-voids:${a.skill}`,
					text(
						`${nm(s, target)} 的【${sk(a.skill as NightSkill)['zh-CN']}】因${why.zh}无效`,
						`${nm(s, target)}'s ${sk(a.skill as NightSkill).en} is void (${why.en})`
					)
				);
			}
	};

	// Uses are spent whether or not the effect lands (摇落, the witch going out…), unless the
	// director voided the action's own line.
	for (const a of acts) {
		if (ex.isVoided(a.skill)) continue;
		const def = skillDef(a.skill as NightSkill);
		s = mapSeat(s, a.actor, (x) => {
			let y = withUse(x, a.skill);
			if (a.skill === 'bite') y = withUse(y, biteBlock(n));
			if (a.skill === 'antidote') y = withLost(y, DAY_SKILLS.vision);
			if (a.skill === 'eye') y = withLost(y, DAY_SKILLS.inherit);
			return y;
		});
		if (def.oncePerTarget && a.target)
			s = mapSeat(s, a.target, (x) => withStatus(x, ST.targetOf(a.skill as NightSkill)));
	}

	// 摇落: the target's skills used tonight are void.
	const shake = live('shake');
	if (
		shake &&
		ex.effect(
			'shake',
			text(
				`【摇落】${nm(s, shake.actor)} 摇落 ${nm(s, T(shake))}：其当晚发动的技能无效`,
				`Shake Down: ${nm(s, shake.actor)} voids ${nm(s, T(shake))}'s skills tonight`
			)
		)
	) {
		for (const a of acts)
			if (a.actor === shake.target && a.skill !== 'shake') {
				voided.add(a.skill);
				ex.note(
					`shaken:${a.skill}`,
					text(
						`${nm(s, a.actor)} 的【${sk(a.skill as NightSkill)['zh-CN']}】被摇落，无效`,
						`${nm(s, a.actor)}'s ${sk(a.skill as NightSkill).en} is shaken off`
					)
				);
			}
	}
	// 断肠: an ordinary identity loses its skills (its later skills tonight too).
	const hb = live('heartbreak');
	if (hb) {
		const target = seatOf(s, T(hb)) as WSeat;
		if (kindOf(target) !== 'ordinary')
			ex.note(
				'heartbreak',
				text(
					`【断肠】${target.name} 不是普通身份：无效果`,
					`Heartbreak: ${target.name} is not an ordinary identity; no effect`
				)
			);
		else if (
			ex.effect(
				'heartbreak',
				text(`【断肠】${target.name} 失去技能`, `Heartbreak: ${target.name} loses their skills`)
			)
		) {
			const hadFeign = target.role === 'idiot' && !hasLost(target, ALL_SKILLS);
			s = mapSeat(s, target.id, (x) => withLost(x, ALL_SKILLS));
			voidLater(target.id, 'heartbreak', { zh: '断肠', en: 'Heartbreak' });
			// 白痴失去该技能时立即出局.
			if (hadFeign)
				s = goOut(s, [{ seat: target.id, cause: 'idiot' }], { when, at, ex, immediate: false });
		}
	}
	// 守卫
	const sp = live('soundproof');
	const soundproofOn =
		sp &&
		ex.effect(
			'soundproof',
			text(
				`【隔音之盾】${nm(s, sp.actor)} 为 ${nm(s, T(sp))} 隔音`,
				`Soundproof Shield on ${nm(s, T(sp))}`
			)
		)
			? T(sp)
			: null;
	const sh = live('shield');
	const shieldOn =
		sh &&
		ex.effect(
			'shield',
			text(`【守护之盾】${nm(s, sh.actor)} 守护 ${nm(s, T(sh))}`, `Shield on ${nm(s, T(sh))}`)
		)
			? T(sh)
			: null;
	// 吹笛 / 曲尽
	const charm = live('charm');
	if (charm) {
		const t = T(charm);
		const blocked =
			t === soundproofOn &&
			ex.effect(
				'soundproof:charm',
				text(
					`${nm(s, t)} 受【隔音之盾】保护：【吹笛】无效`,
					`${nm(s, t)} is soundproofed: the charm fails`
				)
			);
		if (
			!blocked &&
			ex.effect('charm', text(`【吹笛】${nm(s, t)} 进入吹笛状态`, `Charm: ${nm(s, t)} is charmed`))
		) {
			s = mapSeat(s, t, (x) => withStatus(x, ST.charmed));
			s = addFact(s, 'charmed', [t], { when, at, immediate: false });
		}
	}
	const finale = live('finale');
	if (
		finale &&
		ex.effect(
			'finale',
			text(
				`【曲尽】${nm(s, T(finale))} 在吹笛者出局前不能发动技能与参与讨论`,
				`Last Note: ${nm(s, T(finale))} may neither use skills nor talk until the piper is out`
			)
		)
	) {
		s = mapSeat(s, T(finale), (x) => withStatus(x, ST.silenced));
		voidLater(T(finale), 'finale', { zh: '曲尽', en: 'Last Note' });
	}
	// 卫道
	const faith = live('faith');
	const faithOn =
		faith &&
		ex.effect(
			'faith',
			text(
				`【卫道】${nm(s, T(faith))} 当晚免疫【预言】`,
				`Faith: ${nm(s, T(faith))} is immune to Divine tonight`
			)
		)
			? T(faith)
			: null;
	// 预言 / 天眼
	for (const skill of ['divine', 'eye'] as const) {
		const a = live(skill);
		if (!a) continue;
		const told = divination(s, skill, a.actor, T(a), faithOn);
		if (told.shielded) ex.note(skill, told.text);
		else ex.effect(skill, told.text);
	}
	// 弄权
	const power = live('power');
	if (
		power &&
		ex.effect(
			'power',
			text(
				`【弄权】警长移交给 ${nm(s, T(power))}（公示“警长替换”）`,
				`Power Play: the sheriff badge goes to ${nm(s, T(power))}`
			)
		)
	) {
		s = { ...s, sheriff: T(power) };
		s = addFact(s, 'sheriffChanged', [T(power)], { when, at, immediate: false });
	}
	// 诽谤
	const slander = live('slander');
	if (
		slander &&
		ex.effect(
			'slander',
			text(
				`【诽谤】${nm(s, T(slander))} 在第 ${n + 1} 天计票时 +2`,
				`Slander: ${nm(s, T(slander))} gets +2 in the count of day ${n + 1}`
			)
		)
	)
		s = mapSeat(s, T(slander), (x) => withCounter(x, CT.slanderedDay, n + 1));

	// 指杀 vs 守护之盾
	const hits: { seat: SeatId; cause: Cause }[] = [];
	for (const skill of ['kill', 'bite'] as const) {
		const a = live(skill);
		if (!a) continue;
		const t = T(a);
		if (
			!ex.effect(
				skill,
				text(
					`【${sk(skill)['zh-CN']}】${nm(s, a.actor)} 指杀 ${nm(s, t)}`,
					`${sk(skill).en}: ${nm(s, a.actor)} points at ${nm(s, t)}`
				)
			)
		)
			continue;
		if (
			t === shieldOn &&
			ex.effect(
				`shield:${skill}`,
				text(
					`${nm(s, t)} 受【守护之盾】保护：对其的指杀无效`,
					`${nm(s, t)} is shielded: the ${sk(skill).en} fails`
				)
			)
		)
			continue;
		hits.push({ seat: t, cause: skill });
	}
	const antidote = live('antidote');
	const poison = live('poison');
	const witchId = antidote?.actor ?? poison?.actor ?? null;
	// 【通灵】 is lost by using 【解药】, but not before the night it is used.
	const witch = state.seats.find((x) => x.role === 'witch' && inGame(state, x));
	if (witch && !hasLost(witch, DAY_SKILLS.vision) && pointedTargets(s).length > 0)
		ex.note(
			'vision',
			text(
				`【通灵】女巫得知当晚被指杀的目标：${pointedTargets(s)
					.map((t) => nm(s, t))
					.join('、')}`,
				`Medium: the witch learns who was pointed at: ${pointedTargets(s)
					.map((t) => nm(s, t))
					.join(', ')}`
			)
		);
	const princess = live('innocence');

	const outcome = (potions: boolean): Outcome =>
		nightOutcome(s, hits, {
			heal: potions && antidote && !ex.isVoided('antidote') ? T(antidote) : null,
			princess: princess && !ex.isVoided('innocence') ? princess : undefined,
			poison: potions && poison && !ex.isVoided('poison') ? poison : undefined
		});
	const withPotions = outcome(true);
	const goneIds = new Set(withPotions.outs.map((o) => o.seat));
	for (const id of [...goneIds]) {
		const p = partnerOf(s, id);
		if (p) goneIds.add(p.id);
	}
	const witchOut = !!witchId && goneIds.has(witchId);
	const result = witchOut ? outcome(false) : withPotions;
	if (witchOut)
		ex.note(
			'witch-out',
			text(
				'女巫当晚出局：【解药】与【毒药】均无效',
				'The witch is out tonight: her potions have no effect'
			)
		);
	else {
		if (antidote)
			ex.effect(
				'antidote',
				text(
					`【解药】${nm(s, T(antidote))} 生命 +1（不超过上限）`,
					`Antidote: ${nm(s, T(antidote))} gains a life (up to the maximum)`
				)
			);
		if (poison)
			ex.effect(
				'poison',
				text(
					`【毒药】${nm(s, T(poison))} 在夜晚结束前出局`,
					`Poison: ${nm(s, T(poison))} goes out at the end of the night`
				)
			);
	}
	if (princess) {
		if (result.replaced)
			ex.effect(
				'innocence',
				text(
					`【纯真】${nm(s, princess.actor)} 代替 ${nm(s, result.replaced)} 出局`,
					`Innocence: ${nm(s, princess.actor)} goes out in place of ${nm(s, result.replaced)}`
				)
			);
		else
			ex.note(
				'innocence',
				text(
					`【纯真】${nm(s, T(princess))} 当晚不会出局：不产生任何效果`,
					`Innocence: ${nm(s, T(princess))} would not go out; no effect`
				)
			);
	}
	for (const [id, after] of result.lives) {
		const seat = seatOf(s, id) as WSeat;
		if (after.current === seat.lives.current) continue;
		ex.note(
			`lives:${id}`,
			text(
				`${seat.name} 生命 ${seat.lives.current}→${Math.max(0, after.current)}/${after.max}`,
				`${seat.name}: lives ${seat.lives.current}→${Math.max(0, after.current)}/${after.max}`
			)
		);
		s = mapSeat(s, id, (x) => ({ ...x, lives: { ...after, current: Math.max(0, after.current) } }));
	}
	// 救赎
	const redeem = live('redeem');
	if (
		redeem &&
		ex.effect(
			'redeem',
			text(
				`【救赎】${nm(s, T(redeem))} 第 ${n + 1} 天白天免于被票出局`,
				`Redemption: ${nm(s, T(redeem))} cannot be voted out on day ${n + 1}`
			)
		)
	)
		s = mapSeat(s, T(redeem), (x) => withCounter(x, CT.redeemedDay, n + 1));

	if (result.outs.length === 0) ex.note('no-out', text('当晚无人出局', 'Nobody goes out tonight'));
	s = goOut(s, result.outs, { when, at, ex, immediate: false });
	return { state: s, lines: ex.lines };
}

export {
	actorsFor,
	canAct,
	candidates,
	checkNightAction,
	feedbackFor,
	legalTargets,
	nightSheet,
	pointedTargets,
	type NightRow
} from './night-sheet';
export { SKILLS };
