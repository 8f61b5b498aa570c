import { tell } from '../told';
import { withStatus, withUse } from '../../forum/marks';
import { text } from '../../../engine/text';
import { isRejection, reject } from '../../../engine/types';
import { addFact } from '../deaths';
import { kindOf, mapSeat, nameOf, seatOf } from '../seats';
import { DAY_SKILLS, ST } from '../skills';
import {
	currentWhen,
	appendLines,
	withPending,
	out,
	playable,
	target,
	withSheriff
} from './common';
import type { Handlers } from './types';

/** Skills used by day and decisions the night left pending. */
export const skillsHandlers = {
	'hunter/shot': (s, e) => {
		const p = withPending(s, 'lastShot', e.hunter);
		if (isRejection(p)) return p;
		const t = target(p, e.target, e.hunter);
		if (isRejection(t)) return t;
		return out(p, [{ seat: t.id, cause: 'shot' }], e.at, [
			{
				key: 'shot',
				text: text(
					`【最后一枪】${nameOf(s, e.hunter)} 向 ${t.name} 开枪`,
					`Last Shot: ${nameOf(s, e.hunter)} shoots ${t.name}`
				)
			}
		]);
	},
	'sheriff/succeeded': (s, e) => {
		const p = withPending(s, 'succession', e.from);
		if (isRejection(p)) return p;
		const t = target(p, e.to);
		if (isRejection(t)) return t;
		const line = {
			key: 'succession',
			text: text(`【殉职】${t.name} 继任警长`, `Succession: ${t.name} becomes sheriff`)
		};
		return withSheriff(p, t.id, 'sheriff', line, e.at);
	},
	'kill/passed': (s, e) => {
		const p = withPending(s, 'passKill', e.from);
		if (isRejection(p)) return p;
		const t = target(p, e.to);
		if (isRejection(t)) return t;
		if (kindOf(t) !== 'wolf' || t.team !== 'wolf') return reject('wwc.not-wolf');
		// 若黑狼出局，黑狼需指认一名狼人获得该技能: the heir is told.
		const told = tell(
			mapSeat(p, t.id, (x) => withStatus(x, ST.killer)),
			'heir-kill',
			[{ seat: t.id, text: '你获得技能【杀人】：游戏日夜晚，你可以选择一名角色指杀。' }]
		);
		return appendLines(
			told,
			[{ key: 'pass-kill', text: text(`【杀人】由 ${t.name} 获得`, `${t.name} takes Kill`) }],
			e.at
		);
	},
	'scapegoat/passed': (s, e) => {
		const p = withPending(s, 'passScapegoat', e.from);
		if (isRejection(p)) return p;
		const t = target(p, e.to);
		if (isRejection(t)) return t;
		if (t.role !== 'citizen') return reject('wwc.not-citizen');
		// 替罪羊需指认一名良民获得该技能: the heir is told.
		const told = tell(
			mapSeat(p, t.id, (x) => withStatus(x, ST.scapegoat)),
			'heir-scapegoat',
			[
				{
					seat: t.id,
					text: '你获得技能【冤死】<锁定技>：若同时有两名或以上角色的票数同时为最高，则你代替高票者出局。'
				}
			]
		);
		return appendLines(
			told,
			[
				{
					key: 'pass-scapegoat',
					text: text(`【冤死】由良民 ${t.name} 获得`, `The good citizen ${t.name} takes Scapegoat`)
				}
			],
			e.at
		);
	},
	'pending/declined': (s, e) => {
		const p = withPending(s, e.kind, e.seat);
		if (isRejection(p)) return p;
		// 【殉职】<锁定技>警长出局后，须选择一名未出局的角色来继任警长。
		if (e.kind === 'succession') return reject('wwc.succession-locked', { seat: e.seat });
		const what = {
			lastShot: text('不开枪', 'no shot'),
			passKill: text('【杀人】失传', 'Kill is lost'),
			passScapegoat: text('【冤死】失传', 'Scapegoat is lost')
		}[e.kind];
		return appendLines(
			p,
			[
				{
					key: `declined:${e.kind}`,
					text: text(`${nameOf(s, e.seat)}：${what['zh-CN']}`, `${nameOf(s, e.seat)}: ${what.en}`)
				}
			],
			e.at
		);
	},
	'pending/ruled': (s, e) => {
		const p = withPending(s, e.kind, e.seat);
		if (isRejection(p)) return p;
		if (typeof e.reason !== 'string' || !e.reason.trim()) return reject('wwc.reason-needed');
		const what = {
			lastShot: text('【最后一枪】', 'Last Shot'),
			succession: text('【殉职】继任', 'the sheriff’s successor'),
			passKill: text('【杀人】的指认', 'passing Kill'),
			passScapegoat: text('【冤死】的指认', 'passing Scapegoat')
		}[e.kind];
		const who = nameOf(s, e.seat);
		return appendLines(
			p,
			[
				{
					key: `ruled:${e.kind}`,
					text: text(
						`导演裁定：${who} 的${what['zh-CN']}不再等待（${e.reason}）`,
						`Director's ruling: ${who}'s ${what.en} is no longer awaited (${e.reason})`
					)
				}
			],
			e.at
		);
	},
	'feedback/sent': (s, e) => {
		if (!Array.isArray(e.keys) || e.keys.some((k) => typeof k !== 'string'))
			return reject('wwc.empty');
		return { ...s, sent: [...new Set([...s.sent, ...e.keys])] };
	},
	'assassin/struck': (s, e) => {
		if (!s.day || s.phase.kind !== 'day') return reject('wwc.phase.assassinate');
		if (seatOf(s, e.actor)?.role !== 'assassin') return reject('wwc.not-assassin');
		const a = playable(s, e.actor, DAY_SKILLS.strike, true);
		if (isRejection(a)) return a;
		const t = target(s, e.target, e.actor);
		if (isRejection(t)) return t;
		const wolf = kindOf(t) === 'wolf';
		let next = mapSeat(s, a.id, (x) => withUse(x, DAY_SKILLS.strike));
		next = addFact(next, 'assassin', [a.id], { when: currentWhen(s), at: e.at, immediate: true });
		return out(
			next,
			[
				{ seat: t.id, cause: 'assassin' },
				...(wolf ? [] : [{ seat: a.id, cause: 'assassinBackfire' as const }])
			],
			e.at,
			[
				{
					key: 'strike',
					text: text(
						`【行刺】${a.name} 刺杀 ${t.name}${wolf ? '（狼人）' : '（不是狼人：刺客同时出局）'}`,
						`Assassinate: ${a.name} strikes ${t.name}${wolf ? ' (a wolf)' : ' (not a wolf: the assassin goes out too)'}`
					)
				}
			]
		);
	},
	'dieHard/revealed': (s, e) => {
		if (s.phase.kind !== 'day' && s.phase.kind !== 'night') return reject('wwc.phase.not-started');
		if (seatOf(s, e.actor)?.role !== 'dieHard') return reject('wwc.not-die-hard');
		const a = playable(s, e.actor, DAY_SKILLS.martyr, false);
		if (isRejection(a)) return a;
		return out(s, [{ seat: a.id, cause: 'dieHard' }], e.at, [
			{
				key: 'martyr',
				text: text(`【死节】${a.name} 亮明身份并出局`, `Die-hard: ${a.name} reveals and goes out`)
			}
		]);
	},
	'penitent/confessed': (s, e) => {
		if (!s.day) return reject('wwc.phase.confess');
		if (seatOf(s, e.actor)?.role !== 'penitent') return reject('wwc.not-penitent');
		const a = playable(s, e.actor, DAY_SKILLS.confess, true);
		if (isRejection(a)) return a;
		const t = target(s, e.to, e.actor);
		if (isRejection(t)) return t;
		// 将自己的身份亮给任意其他角色查看: the director shows it to that player.
		const shown = tell(
			mapSeat(s, a.id, (x) => withUse(x, DAY_SKILLS.confess)),
			'confess',
			[{ seat: t.id, text: `【忏悔】${a.name} 向你亮明身份：忏悔者。` }]
		);
		return appendLines(
			shown,
			[
				{
					key: 'confess',
					text: text(
						`【忏悔】${a.name} 向 ${t.name} 亮明身份（无反馈）`,
						`Confess: ${a.name} shows their identity to ${t.name}`
					)
				}
			],
			e.at
		);
	},
	'envoy/sent': (s, e) => {
		if (s.phase.kind !== 'day' && s.phase.kind !== 'night') return reject('wwc.phase.not-started');
		if (seatOf(s, e.actor)?.role !== 'envoy') return reject('wwc.not-envoy');
		const a = playable(s, e.actor, DAY_SKILLS.embassy, true);
		if (isRejection(a)) return a;
		let next = mapSeat(s, a.id, (x) => withUse(x, DAY_SKILLS.embassy));
		next = addFact(next, 'envoy', [], { when: currentWhen(s), at: e.at, immediate: false });
		// 使者可以通过导演向吹笛者发送一条信息: the director passes it on.
		const piper = s.seats.find((x) => x.role === 'piper');
		if (piper)
			next = tell(next, 'envoy', [
				{ seat: piper.id, text: `【出使】狼使通过导演给你传话：${e.message}` }
			]);
		return appendLines(
			next,
			[
				{
					key: 'envoy',
					text: text(
						`【出使】狼使向吹笛者传话：${e.message}`,
						`Embassy: the envoy's message to the piper: ${e.message}`
					)
				}
			],
			e.at
		);
	}
} satisfies Partial<Handlers>;
